import type { QueryClient } from '@tanstack/react-query';
import { endSession, getSession, subscribeSession } from '../api/session-store';
import { operationsStore } from '../components/operations/operations-store';

export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => unknown;
}

/**
 * A 401 from anywhere ends the session once: the key is forgotten, the cache cleared, and the
 * person sent back to sign-in with the reason, however many requests failed together.
 */
export function createUnauthorizedHandler(getRouter: () => Navigator, getQueryClient: () => QueryClient) {
  let handled = false;
  subscribeSession(() => {
    if (getSession()) handled = false;
  });
  return () => {
    if (handled) return;
    handled = true;
    endSession();
    operationsStore.reset();
    queueMicrotask(() => {
      getQueryClient().clear();
      void getRouter().navigate('/sign-in', { replace: true, state: { reason: 'unauthorized' } });
    });
  };
}
