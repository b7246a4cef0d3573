import type { OperationRecord } from './operations-store';

// What the follower needs to know of the sharing between tabs (operations-sharing.ts, loaded on
// its own): whether this tab polls, and which jobs another tab saw end.

// ---- Whether this tab is the one that polls ------------------------------------------------------

let polling = !(typeof navigator !== 'undefined' && 'locks' in navigator);
const pollingListeners = new Set<() => void>();
export function setPolling(next: boolean) {
  if (next === polling) return;
  polling = next;
  for (const listener of pollingListeners) listener();
}

/** This tab polls at the full rate: it holds the account's lock (or the browser has no locks). */
export const pollingTurn = {
  subscribe(listener: () => void) {
    pollingListeners.add(listener);
    return () => pollingListeners.delete(listener);
  },
  getSnapshot: () => polling,
};

// ---- Jobs another tab saw end ----------------------------------------------------------------

const endListeners = new Set<(record: OperationRecord) => void>();
/** Called for each job that ended (or was let go) in another tab, so this one reads its subject again. */
export function onSharedEnd(listener: (record: OperationRecord) => void) {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

export function tellSharedEnd(record: OperationRecord) {
  for (const listener of endListeners) listener(record);
}
