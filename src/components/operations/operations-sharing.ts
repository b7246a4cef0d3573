import { createStore, get, update, type UseStore } from 'idb-keyval';
import { getApiKey, subscribeSession } from '../../api/core/session-store';
import { isSafePollUrl } from '../../api/core/url';
import { isFollowed } from './follow';
import {
  isStoredTitle,
  operationsStore,
  type OperationRecord,
  type RecordChange,
} from './operations-store';
import { setPolling, tellSharedEnd } from './polling-turn';

// Decision 0018. The tabs of one account share their running operations: IDs, poll URLs,
// labels and status only, in IndexedDB under the journal's salted hash of the key (never the key
// itself), and each change on a BroadcastChannel. One visible tab at a time polls (a Web Lock);
// the others take its answers in.

const CHANNEL = 'panel.operations';
const MAX_AGE_MS = 24 * 60 * 60_000;

/** What another tab may learn of an operation: no retry request (its body stays in this tab). */
export type SharedRecord = Omit<OperationRecord, 'retry' | 'resumed'>;

interface SharedMessage {
  account: string;
  records: SharedRecord[];
}

const shareable = ({
  retry: _retry,
  resumed: _resumed,
  ...record
}: OperationRecord): SharedRecord => record;

const changeOf = (record: SharedRecord): RecordChange => ({
  status: record.status,
  progress: record.progress,
  error: record.error,
  pollUrl: record.pollUrl,
  halt: record.halt,
  unknownPolls: record.unknownPolls,
  checkedAt: record.checkedAt,
  endHref: record.endHref ?? null,
});

/** Read back from storage or another tab (an older panel may have written it): the fields used. */
function looksShared(value: unknown): value is SharedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<SharedRecord>;
  return (
    typeof record.jobId === 'string' &&
    typeof record.status === 'string' &&
    typeof record.startedAt === 'number' &&
    typeof record.checkedAt === 'number' &&
    typeof record.scope === 'string' &&
    typeof record.href === 'string' &&
    isStoredTitle(record.title) &&
    Array.isArray(record.invalidate)
  );
}

/**
 * What this tab takes from another's records: a newer answer about a job it knows, and a job it
 * does not know that still runs (one it never saw end is of no news to it).
 */
export function sharedChanges(
  local: readonly OperationRecord[],
  incoming: readonly unknown[],
): { updates: [string, RecordChange][]; additions: OperationRecord[] } {
  const updates: [string, RecordChange][] = [];
  const additions: OperationRecord[] = [];
  for (const record of incoming.filter(looksShared)) {
    const known = local.find((item) => item.jobId === record.jobId);
    if (known) {
      if (record.checkedAt > known.checkedAt && isFollowed(known))
        updates.push([record.jobId, changeOf(record)]);
    } else if (isFollowed(record) && record.pollUrl !== null && isSafePollUrl(record.pollUrl)) {
      // Read once at once by the tab that polls, whatever its age: it may have ended meanwhile.
      additions.push({ ...record, resumed: true, retry: null });
    }
  }
  return { updates, additions };
}

let idb: UseStore | null = null;
/** The device's store of the tabs' running operations, one list per account. */
export const sharedStore = () => (idb ??= createStore('panel-operations', 'running'));

/** The account's stored running operations after this tab's changes: ended ones leave. */
function persist(account: string, changed: readonly SharedRecord[]) {
  const cutoff = Date.now() - MAX_AGE_MS;
  return update<SharedRecord[]>(
    account,
    (stored = []) => {
      const kept = stored.filter(
        (item) => item.startedAt > cutoff && !changed.some((c) => c.jobId === item.jobId),
      );
      return [...changed.filter((item) => isFollowed(item) && item.pollUrl !== null), ...kept];
    },
    sharedStore(),
  ).catch(() => undefined);
}

/** Asks for the account's polling lock while the tab is visible; a hidden tab lets it go. */
function contendForPolling(account: string): () => void {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return () => undefined;
  let letGo: (() => void) | null = null;
  const join = () => {
    if (letGo || document.visibilityState === 'hidden') return;
    const controller = new AbortController();
    let release: () => void = () => undefined;
    letGo = () => {
      controller.abort();
      release();
      letGo = null;
      setPolling(false);
    };
    navigator.locks
      .request(`${CHANNEL}.${account}`, { signal: controller.signal }, () => {
        setPolling(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined);
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? letGo?.() : join());
  document.addEventListener('visibilitychange', onVisibility);
  join();
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    letGo?.();
  };
}

// ---- Sharing for the signed-in account ------------------------------------------------------

let taking = false;

function take(incoming: readonly unknown[]) {
  const { updates, additions } = sharedChanges(operationsStore.getSnapshot(), incoming);
  taking = true;
  try {
    for (const record of additions) operationsStore.add(record);
    for (const [jobId, change] of updates) {
      operationsStore.update(jobId, change);
      const now = operationsStore.get(jobId);
      if (now && !isFollowed(now)) tellSharedEnd(now);
    }
  } finally {
    taking = false;
  }
}

/** Shares this tab's operations with the account's other tabs, for as long as the key is the same. */
function shareFor(account: string): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  let seen = operationsStore.getSnapshot();
  const stopLocal = operationsStore.subscribe(() => {
    const now = operationsStore.getSnapshot();
    // The store makes a new object for each record it changes; the others keep theirs.
    const changed = now.filter((record) => !seen.includes(record)).map(shareable);
    seen = now;
    if (taking || changed.length === 0) return;
    channel?.postMessage({ account, records: changed } satisfies SharedMessage);
    void persist(account, changed);
  });
  if (channel)
    channel.onmessage = (event: MessageEvent<SharedMessage>) => {
      if (event.data?.account === account && Array.isArray(event.data.records))
        take(event.data.records);
    };
  void persist(account, seen.filter(isFollowed).map(shareable));
  void get<SharedRecord[]>(account, sharedStore())
    .then((stored) => take(stored ?? []))
    .catch(() => undefined);
  const stopContending = contendForPolling(account);
  return () => {
    stopLocal();
    stopContending();
    channel?.close();
  };
}

/**
 * Starts sharing for whichever account is signed in, following sign-in and sign-out. Without
 * IndexedDB or the hash (a private window may refuse them), this tab polls on its own.
 */
export function startSharing(): () => void {
  let stop: () => void = () => undefined;
  let turn = 0;
  let sharedKey: string | null = null;
  const follow = () => {
    const key = getApiKey();
    if (key === sharedKey) return;
    sharedKey = key;
    stop();
    stop = () => undefined;
    const mine = ++turn;
    if (!key) return;
    import('../journal/account-id')
      .then(({ accountIdOf }) => accountIdOf(key))
      .then((account) => {
        if (mine === turn) stop = shareFor(account);
      })
      .catch(() => setPolling(true));
  };
  const stopSession = subscribeSession(follow);
  follow();
  return () => {
    turn += 1;
    stopSession();
    stop();
  };
}
