import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { linkedAnchor } from './use-reveal-on-approach';

/**
 * On mount, scrolls to the element the address's fragment names when it is one of `anchors`.
 * The browser jumps to a fragment only when the address changes; content put on the page after
 * that (see `useRevealOnApproach`) has to be brought into view by the page. Later fragment
 * changes are left to the browser: by then the content is there.
 */
export function useScrollToLinkedAnchor(anchors: readonly string[]) {
  const { hash } = useLocation();
  const [target] = useState(() => linkedAnchor(hash, anchors));
  useLayoutEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView();
  }, [target]);
}
