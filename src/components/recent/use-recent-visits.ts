import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { recentStore, type Visit, type VisitKind } from './recent-store';

export function useRecentVisits(): Visit[] {
  return useSyncExternalStore(
    recentStore.subscribe,
    recentStore.getSnapshot,
    recentStore.getSnapshot,
  );
}

/** One call on a detail page: remembers it (on this device) once its name is known. */
export function useRecordVisit(kind: VisitKind, name: string | null | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name) recentStore.record({ href: pathname, kind, name });
  }, [kind, name, pathname]);
}
