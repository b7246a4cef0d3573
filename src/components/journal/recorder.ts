import { observeExchanges, type ObservedExchange } from '../../api/core/exchange-observer';
import {
  getApiKey,
  getSessionEndReason,
  isReadOnlySession,
  subscribeSession,
} from '../../api/core/session-store';
import { isTerminal } from '../../api/core/operation-status';
import { operationsStore } from '../operations/operations-store';
import { notesFor } from './change-notes';

const load = () => import('./record-exchange');
/** Accepted changes whose job the tray follows: job ID → the entry to settle. */
const following = new Map<string, { account: string; id: string }>();
let lastKey: string | null = null;
let installed: (() => void) | null = null;

/** The journal's writes, one after another in the order they were asked for. */
let writes: Promise<unknown> = Promise.resolve();

/**
 * Queues a write. In order, so a clear at sign-out comes after an entry still being written
 * rather than before it, which would leave that entry behind. The journal is a record on the
 * side: a write that fails (no storage in a private window) must not break a change or the next.
 */
function quietly(work: () => Promise<unknown>): void {
  writes = writes.then(work).catch(() => undefined);
}

function onExchange(exchange: ObservedExchange): void {
  const key = getApiKey();
  if (!key) return;
  const readOnly = isReadOnlySession();
  if (exchange.method === 'GET' && !readOnly) return;
  const notes = notesFor(exchange.signal);
  quietly(() =>
    load()
      .then((journal) => journal.recordExchange(key, readOnly, exchange, notes))
      .then((recorded) => {
        if (recorded?.entry.result === 'accepted' && recorded.entry.jobId)
          following.set(recorded.entry.jobId, { account: recorded.account, id: recorded.entry.id });
        onOperations();
      }),
  );
}

function onOperations(): void {
  for (const [jobId, target] of following) {
    const operation = operationsStore.get(jobId);
    if (!operation || !isTerminal(operation.status)) continue;
    following.delete(jobId);
    const failed = operation.status === 'failed';
    quietly(() =>
      load().then((journal) =>
        journal.settleEntry(target.account, target.id, {
          result: failed ? 'failed' : 'completed',
          code: failed ? (operation.error?.code ?? null) : null,
          requestId: operation.error?.requestId ?? null,
        }),
      ),
    );
  }
}

function onSession(): void {
  const key = getApiKey();
  if (!key && lastKey && getSessionEndReason() === 'signed_out') {
    const signedOut = lastKey;
    quietly(() => load().then((journal) => journal.clearAtSignOut(signedOut)));
  }
  lastKey = key;
}

/** Starts the activity journal: every change the API client sends is recorded on this device. */
export function installJournal(): () => void {
  installed?.();
  lastKey = getApiKey();
  const stops = [
    observeExchanges(onExchange),
    subscribeSession(onSession),
    operationsStore.subscribe(onOperations),
  ];
  installed = () => {
    for (const stop of stops) stop();
    installed = null;
  };
  return installed;
}
