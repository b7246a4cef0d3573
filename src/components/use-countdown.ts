import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `seconds` from when `key` last changed, down to 0. Works from a
 * deadline, so a slow tab or a skipped tick never makes the count drift.
 */
export function useCountdown(seconds: number | null, key: unknown): number {
  const [state, setState] = useState(() => ({ key, deadline: Date.now() + (seconds ?? 0) * 1000, left: seconds ?? 0 }));
  if (state.key !== key) {
    setState({ key, deadline: Date.now() + (seconds ?? 0) * 1000, left: seconds ?? 0 });
  }
  const { deadline, left } = state;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => {
      const remaining = Math.max(Math.ceil((deadline - Date.now()) / 1000), 0);
      setState((current) => (current.deadline === deadline ? { ...current, left: remaining } : current));
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, left]);
  return left;
}
