import { useEffect, useSyncExternalStore } from 'react';
import type { ApiError } from '../../api/core/errors';
import { getSession, subscribeSession } from '../../api/core/session-store';

/** A request ID shown with Problem Details in this tab, so the finder can bring it back. */
export interface SeenRequest {
  requestId: string;
  title: string | null;
  code: string | null;
  /** The page it was shown on. */
  href: string;
}

const MAX_SEEN = 20;
let seen: SeenRequest[] = [];
const listeners = new Set<() => void>();

export const requestIdStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SeenRequest[] => seen,
  add(request: SeenRequest) {
    if (seen.some((item) => item.requestId === request.requestId)) return;
    seen = [request, ...seen].slice(0, MAX_SEEN);
    for (const listener of listeners) listener();
  },
  reset() {
    seen = [];
    for (const listener of listeners) listener();
  },
};

export function useSeenRequests(): SeenRequest[] {
  return useSyncExternalStore(
    requestIdStore.subscribe,
    requestIdStore.getSnapshot,
    requestIdStore.getSnapshot,
  );
}

/** Remembers the request ID of the Problem Details being shown (for the session only). */
export function useRememberRequestId(error: ApiError | null) {
  const requestId = error?.requestId ?? null;
  const title = error?.title ?? null;
  const code = error?.code ?? null;
  useEffect(() => {
    if (requestId) requestIdStore.add({ requestId, title, code, href: window.location.pathname });
  }, [requestId, title, code]);
}

// Seen in this session only: a sign-out (or another account) starts the list afresh.
subscribeSession(() => {
  if (!getSession() && seen.length > 0) requestIdStore.reset();
});
