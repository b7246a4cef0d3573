import { endSession, getSession, subscribeSession } from '../api/core/session-store';

/**
 * A 401 from anywhere ends the session once, with the reason, however many requests failed
 * together. The session guard (require-session.tsx) then leaves the signed-in pages in one
 * navigation and clears the query cache.
 */
export function createUnauthorizedHandler() {
  let handled = false;
  subscribeSession(() => {
    if (getSession()) handled = false;
  });
  return () => {
    if (handled) return;
    handled = true;
    endSession('unauthorized');
    // The operations the session followed go with it. Their store comes with the signed-in
    // pages' code, not the first screen's, so it is imported here rather than above.
    void import('../components/operations/operations-store').then(({ operationsStore }) =>
      operationsStore.reset(),
    );
  };
}
