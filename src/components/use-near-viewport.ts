import { useCallback, useState } from 'react';

/**
 * Whether the element given to `ref` has come within `rootMargin` of the viewport; once it has,
 * it stays true and observing stops. Without IntersectionObserver (old browsers, jsdom) it is
 * true at once, so the content simply loads with the page.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string,
): { ref: (element: T | null) => (() => void) | undefined; near: boolean } {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return { ref, near };
}
