import { useEffect } from 'react';

// A cold start paints the shell and the page's frame first and only then downloads the page's
// code and reads its data: the frame then never waits for bytes it does not need, on a slow
// network least of all. Later navigations find this long settled and wait for nothing.
let markPainted: () => void = () => undefined;

export const firstPaint = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Resolves `firstPaint` once the first committed render has reached the screen. */
export function useMarkFirstPaint(): void {
  useEffect(() => {
    // The animation frame comes just before the browser paints; the timeout runs just after.
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(markPainted, 0));
    else setTimeout(markPainted, 0);
  }, []);
}
