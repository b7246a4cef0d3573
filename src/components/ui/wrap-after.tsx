import { Fragment } from 'react';
import { revealBidiControls } from '../../lib/bidi';

/**
 * A part this long or shorter stays on one line; a longer one may still break anywhere. Sixteen
 * monospace characters fit the narrowest column that shows one (a phone's support card).
 */
export const KEEP_WHOLE_UP_TO = 16;

/** Where a value may wrap: a path after `/`, a hostname after `.`, a user at a host after `@`. */
export type WrapSeparator = '/' | '.' | '@';

/** `/wp-content/uploads/` cut after `/` → `/`, `wp-content/`, `uploads/`: each part with its separator. */
export function partsAfter(value: string, separator: WrapSeparator): string[] {
  const parts: string[] = [];
  let start = 0;
  for (
    let index = value.indexOf(separator);
    index !== -1;
    index = value.indexOf(separator, start)
  ) {
    parts.push(value.slice(start, index + 1));
    start = index + 1;
  }
  if (start < value.length) parts.push(value.slice(start));
  return parts;
}

/**
 * A path, hostname or user@host from the server that wraps after a slash, a dot or an at sign,
 * never at a hyphen inside a part (`/wp-` over `content/`, `web-` over `01.example.net`, which
 * read as other names).
 * Isolated and with its bidi controls shown, as `ServerText` does; copying it gives the value
 * unchanged.
 */
export function WrapAfter({ value, separator }: { value: string; separator: WrapSeparator }) {
  return (
    <bdi className="wrap-anywhere">
      {partsAfter(value, separator).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={part.length <= KEEP_WHOLE_UP_TO ? 'whitespace-nowrap' : undefined}>
            {revealBidiControls(part)}
          </span>
        </Fragment>
      ))}
    </bdi>
  );
}
