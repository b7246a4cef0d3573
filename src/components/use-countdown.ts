import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `seconds`, counted from when `key` last changed, down to 0. The clock is
 * read in the effect (never during render) and each tick is computed from the start, so a slow
 * tab or a skipped tick never makes the count drift.
 */
export function useCountdown(seconds: number | null, key: unknown): number {
  const total = seconds ?? 0;
  const [state, setState] = useState({ key, left: total });
  if (state.key !== key) setState({ key, left: total });
  useEffect(() => {
    if (total <= 0) return;
    const start = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(total - Math.floor((Date.now() - start) / 1000), 0);
      setState((current) => (current.key === key ? { ...current, left } : current));
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [key, total]);
  return state.key === key ? state.left : total;
}
