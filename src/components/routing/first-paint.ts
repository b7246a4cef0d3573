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

/** Calls `done` once the browser reports text or an image on the screen (first-contentful-paint). */
function afterContentfulPaint(done: () => void): boolean {
  if (typeof PerformanceObserver !== 'function') return false;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  });
  // Buffered: a first screen painted before this effect ran (the sign-in page, say) counts too.
  observer.observe({ type: 'paint', buffered: true });
  return true;
}

/** Should a browser not report the paint (a tab hidden before it painted, say): the wait's end. */
const PAINT_REPORT_GRACE_MS = 1000;

function afterFrame(then: () => void, delay = 0) {
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(then, delay));
  else setTimeout(then, delay);
}

/** Resolves `firstPaint` once the first committed render has reached the screen. */
export function useMarkFirstPaint(): void {
  useEffect(() => {
    // The browser's own paint entry comes once the frame is on the screen; an animation frame
    // comes before the paint, and a timeout after it can still come before it is presented.
    if (afterContentfulPaint(markPainted)) afterFrame(markPainted, PAINT_REPORT_GRACE_MS);
    else afterFrame(markPainted);
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
