import { endSession } from '../api/core/session-store';
import { operationsStore } from './operations/operations-store';

/** Ends the session: the account menu's button and the finder's command. */
export function signOut() {
  // The store is emptied first: it saves itself, and endSession then clears the tab's storage.
  operationsStore.reset();
  endSession('signed_out');
}
