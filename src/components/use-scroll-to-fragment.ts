import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** What a person does to move the page; after that, where it is is theirs to decide. */
const userInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to the element the address's fragment names once `ready` (the page's content has
 * rendered), and again when the fragment changes. The browser jumps to a fragment as the page
 * opens, before content read from the API is there, so a link like `/vps/vps_web01#backups`
 * would otherwise stay at the top.
 */
export function useScrollToFragment(ready: boolean) {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const target = ready ? fragmentTarget(hash) : null;
    if (!target) return undefined;
    target.scrollIntoView();
    return keepInView(target);
  }, [ready, hash]);
}

/**
 * Sections above the target that read their own data grow when it arrives. The browser's scroll
 * anchoring holds on to what is at the top of the screen, which is often one of those, so the
 * target would be pushed down and out of view. Until the person moves the page, every change in
 * its size scrolls the target back.
 */
function keepInView(target: Element): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const stop = () => {
    observer.disconnect();
    for (const type of userInput) window.removeEventListener(type, stop, { capture: true });
  };
  observer.observe(document.body);
  for (const type of userInput)
    window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** Like the browser: the element with the fragment as its id, else with the decoded fragment. */
function fragmentTarget(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementById(decodedOrEmpty(id));
}

/** A fragment typed or pasted by hand may not decode (`#%E0%A4%A`); that names nothing. */
function decodedOrEmpty(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
