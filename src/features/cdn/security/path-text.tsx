import { Fragment } from 'react';
import { revealBidiControls } from '../../../lib/bidi';

/** A segment this long or shorter stays on one line; a longer one may still break anywhere. */
const KEEP_WHOLE_UP_TO = 24;

/** `/wp-content/uploads/` → `/`, `wp-content/`, `uploads/`: each segment with its closing slash. */
export function pathSegments(path: string): string[] {
  return path.match(/[^/]*\/|[^/]+$/g) ?? [];
}

/**
 * A URL path from the server that wraps after a slash, never at a hyphen inside a segment
 * (`/wp-` over `content/`, which reads as another path). Isolated and with its bidi controls
 * shown, as `ServerText` does; copying it gives the path unchanged.
 */
export function PathText({ path }: { path: string }) {
  return (
    <bdi className="wrap-anywhere">
      {pathSegments(path).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={segment.length <= KEEP_WHOLE_UP_TO ? 'whitespace-nowrap' : undefined}>
            {revealBidiControls(segment)}
          </span>
        </Fragment>
      ))}
    </bdi>
  );
}
