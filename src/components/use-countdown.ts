import { useEffect, useState } from 'react';

/** Seconds left from `seconds` down to 0, ticking once a second; restarts when `key` changes. */
export function useCountdown(seconds: number | null, key: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setLeft(seconds ?? 0);
  }
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(value - 1, 0)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
