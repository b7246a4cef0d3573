import { revealBidiControls } from '../../lib/bidi';

/** Longer than this, a value may break anywhere; shorter ones keep their width in a table. */
const WRAP_ANYWHERE_FROM = 32;

/**
 * A name or ID as the server sent it, shown so it cannot disguise itself or its neighbours:
 * isolated from the text around it (`<bdi>`), its bidi controls shown as `[U+202E]` markers,
 * and a long value wrapped anywhere so it never widens the page. The whole value stays shown.
 */
export function ServerText({ value }: { value: string }) {
  return (
    <bdi className={value.length > WRAP_ANYWHERE_FROM ? '[overflow-wrap:anywhere]' : undefined}>
      {revealBidiControls(value)}
    </bdi>
  );
}
