import { endSession, getSession, subscribeSession } from '../api/core/session-store';
import { operationsStore } from '../components/operations/operations-store';

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
    operationsStore.reset();
  };
}
