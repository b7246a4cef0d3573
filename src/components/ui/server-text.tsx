import { revealBidiControls } from '../../lib/bidi';
import { KEEP_WHOLE_UP_TO, WrapAfter } from './wrap-after';

/** Longer than this, a value may break anywhere; shorter ones keep their width in a table. */
const WRAP_ANYWHERE_FROM = 32;

/**
 * A name or ID as the server sent it, shown so it cannot disguise itself or its neighbours:
 * isolated from the text around it (`<bdi>`), its bidi controls shown as `[U+202E]` markers,
 * and a long value wrapped anywhere so it never widens the page. The whole value stays shown.
 * `keepWhole` keeps a short name on one line ("legacy-04", never "legacy-" over "04").
 */
export function ServerText({ value, keepWhole = false }: { value: string; keepWhole?: boolean }) {
  const className =
    value.length > WRAP_ANYWHERE_FROM
      ? '[overflow-wrap:anywhere]'
      : keepWhole && value.length <= KEEP_WHOLE_UP_TO
        ? 'whitespace-nowrap'
        : undefined;
  return <bdi className={className}>{revealBidiControls(value)}</bdi>;
}

/**
 * A name from the server inside a sentence ("Shut down web-01?"): isolated and its bidi controls
 * shown, as `ServerText` does, so it cannot reorder the words around it; never broken at a hyphen
 * ("web-" over "01" reads as another name). A long address wraps after its `@`, a long hostname
 * after its dots, and a name too long for a line still wraps rather than widen the page. Put in
 * place by `t.rich`.
 */
export function InlineName({ value }: { value: string }) {
  if (value.length <= KEEP_WHOLE_UP_TO) return <ServerText value={value} keepWhole />;
  // A long name may wrap inside, even when the quotation marks around it keep to its ends.
  return (
    <span className="whitespace-normal">
      {value.includes('@') ? (
        <WrapAfter value={value} separator="@" />
      ) : value.includes('.') ? (
        <WrapAfter value={value} separator="." />
      ) : (
        <ServerText value={value} />
      )}
    </span>
  );
}
