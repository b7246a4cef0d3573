import { useEffect, useState } from 'react';

/**
 * True once `progress` has stood still for `patienceMs` while `watching`: a count of answers that
 * has stopped growing. Any new answer starts the wait again.
 */
export function useNoProgress(progress: number, watching: boolean, patienceMs: number): boolean {
  const [stalledAt, setStalledAt] = useState<number | null>(null);
  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => setStalledAt(progress), patienceMs);
    return () => clearTimeout(timer);
  }, [progress, watching, patienceMs]);
  return watching && stalledAt === progress;
}
