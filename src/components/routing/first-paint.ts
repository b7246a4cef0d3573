import { useEffect, useState } from 'react';

// A cold start paints the shell with the page's frame first and only then downloads the page's
// code: the frame then never shares the network with bytes it does not need, on a slow network
// least of all. The first screen marks it: the shell, or the sign-in page for a visitor without
// a session (a lazy page is never the first thing painted). Later navigations find this long
// settled and wait for nothing.
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

/** Whether the first screen has painted: for what may wait for it, such as the toaster's code. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstPaint.then(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
