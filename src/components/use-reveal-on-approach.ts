import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useNearViewport } from './use-near-viewport';

/** Content below the screen is put on the page when it is this close: a quarter of a phone's height. */
const APPROACH_MARGIN = '0px 0px 200px 0px';

/** The fragment of the address (`#backups` → `backups`), if it names one of `anchors`. */
export function linkedAnchor(hash: string, anchors: readonly string[]): string | undefined {
  const id = hash.slice(1);
  const decoded = decodedOrNull(id);
  return anchors.find((anchor) => anchor === id || anchor === decoded);
}

/** A fragment typed or pasted by hand may not decode (`#%E0%A4%A`); that names nothing here. */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Whether content left out of a page's first render should now be put on it. That is when the
 * element given to `ref` comes near the screen; when the user presses any key, so that Tab and
 * find-in-page reach the content before they need it; or when the address's fragment names one of
 * `anchors`. Once true it stays true.
 */
export function useRevealOnApproach<T extends Element>(anchors: readonly string[]) {
  const { ref, near } = useNearViewport<T>(APPROACH_MARGIN);
  const { hash } = useLocation();
  // A key press, or a fragment once named, is remembered here; `near` stays true by itself.
  const [latched, setLatched] = useState(false);
  const revealed = latched || near || linkedAnchor(hash, anchors) !== undefined;
  if (revealed && !latched) setLatched(true);

  useEffect(() => {
    if (revealed) return undefined;
    const onKeyDown = () => setLatched(true);
    // Capturing on the window, so a handler that stops the event cannot hide it.
    window.addEventListener('keydown', onKeyDown, { capture: true, once: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [revealed]);

  return { ref, revealed };
}
