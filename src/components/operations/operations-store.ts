import { isTerminal } from '../../api/core/operation-status';
import { isSafePollUrl } from '../../api/core/url';
import type { Bilingual } from '../../i18n/messages';

export interface OperationError {
  title: string | null;
  detail: string | null;
  code: string | null;
  requestId: string | null;
}

/**
 * Why the panel stopped asking about a job that had not ended: never "failed", since only the
 * server can say that.
 */
export type HaltReason =
  /** The poll URL answered 404/410: the server no longer knows the job. */
  | 'gone'
  /** No poll URL, or one of a shape the panel refuses to follow. */
  | 'unfollowable'
  /** The server kept answering with a status the spec does not list. */
  | 'unknown_status'
  /** Still running after `POLL_GIVE_UP_MS`. */
  | 'gave_up'
  /** Polls kept failing (network, 5xx, 429) for minutes. */
  | 'unreachable'
  /** The poll was refused or unreadable (403, 400, an unexpected shape). */
  | 'unreadable';

/**
 * What the tray remembers of an operation. Only IDs, the poll path, labels and status are kept
 * (in sessionStorage, so running jobs resume after a reload) — never the key or any response.
 */
export interface OperationRecord {
  jobId: string;
  pollUrl: string | null;
  /** Who the operation belongs to, e.g. `vps:vps_web01`; pages show their scope's operations. */
  scope: string;
  /** Where the operation's subject lives in the panel. */
  href: string;
  title: Bilingual;
  startedAt: number;
  status: string;
  progress: number | null;
  error: OperationError | null;
  /** Query keys to refresh when it ends (JSON-safe arrays). */
  invalidate: (readonly unknown[])[];
  /** Set when the panel stopped following a job that had not ended. */
  halt: HaltReason | null;
  /** Polls in a row that answered a status the spec does not list. */
  unknownPolls: number;
  /** When the last poll answer (or final poll error) was taken in, so none counts twice. */
  checkedAt: number;
  /** Read back from storage (a reload): the job is read again once on mount, whatever its age. */
  resumed: boolean;
  /** Other subjects it works on, as `kind:id` (e.g. `domain:example.com` for bulk DNS). */
  resources?: string[];
  /** Where its result can be seen once completed, when the result names it (a new server). */
  endLink?: EndLink | null;
  /** Set when it completed and its result named where to look (`endLink`). */
  endHref?: string | null;
  /** A request safe to send again (no key, no response): offered after a failure. */
  retry?: RetryRequest | null;
}

export interface EndLink {
  /** The result's field holding the ID, e.g. `vpsId`. */
  resultKey: string;
  /** Path with `{id}`, e.g. `/vps/{id}`. */
  path: string;
  /** Where to look when the result names nothing, e.g. the server list. */
  fallback: string;
}

export interface RetryRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: unknown;
}

export type RecordChange = Partial<
  Pick<
    OperationRecord,
    'status' | 'progress' | 'error' | 'pollUrl' | 'halt' | 'unknownPolls' | 'checkedAt' | 'endHref'
  >
>;

/** Where the operation's outcome is best seen: its result when it names one, else its page. */
export function outcomeHref(record: OperationRecord): string {
  if (record.endHref) return record.endHref;
  if (record.endLink && record.status === 'completed') return record.endLink.fallback;
  return record.href;
}

const STORAGE_KEY = 'panel.operations';
const MAX_AGE_MS = 24 * 60 * 60_000;
const MAX_RECORDS = 50;

let records: OperationRecord[] = load();
const listeners = new Set<() => void>();

/**
 * A title as this panel or an older one stored it: both languages' text, and any values kept
 * apart (names, counts) as text or numbers, which is all a page shows of them.
 */
export function isStoredTitle(value: unknown): value is Bilingual {
  if (typeof value !== 'object' || value === null) return false;
  const { en, sv, params } = value as Partial<Bilingual>;
  const isValue = (item: unknown) => typeof item === 'string' || typeof item === 'number';
  return (
    typeof en === 'string' &&
    typeof sv === 'string' &&
    (params === undefined ||
      (typeof params === 'object' && params !== null && Object.values(params).every(isValue)))
  );
}

function isRecord(value: unknown): value is OperationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<OperationRecord>;
  return (
    typeof candidate.jobId === 'string' &&
    typeof candidate.scope === 'string' &&
    typeof candidate.href === 'string' &&
    isStoredTitle(candidate.title) &&
    typeof candidate.startedAt === 'number' &&
    typeof candidate.status === 'string' &&
    (candidate.pollUrl === null || typeof candidate.pollUrl === 'string')
  );
}

/**
 * A stored job that had not ended is followed again after a reload, whatever stopped the panel
 * before; only a poll URL it will not follow stays unfollowable.
 */
function resume(record: OperationRecord): OperationRecord {
  const running = !isTerminal(record.status);
  const followable = record.pollUrl !== null && isSafePollUrl(record.pollUrl);
  return {
    ...record,
    invalidate: Array.isArray(record.invalidate) ? record.invalidate : [],
    halt: running && !followable ? 'unfollowable' : null,
    unknownPolls: 0,
    checkedAt: typeof record.checkedAt === 'number' ? record.checkedAt : record.startedAt,
    resumed: running && followable,
  };
}

function load(): OperationRecord[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const cutoff = Date.now() - MAX_AGE_MS;
    return parsed
      .filter(isRecord)
      .filter((record) => record.startedAt > cutoff)
      .map(resume);
  } catch {
    return [];
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(records));
  } catch {
    // Without storage the tray still works for this page's lifetime.
  }
  for (const listener of listeners) listener();
}

export const operationsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): OperationRecord[] {
    return records;
  },
  get(jobId: string): OperationRecord | undefined {
    return records.find((record) => record.jobId === jobId);
  },
  add(record: OperationRecord) {
    records = [record, ...records.filter((item) => item.jobId !== record.jobId)].slice(
      0,
      MAX_RECORDS,
    );
    save();
  },
  update(jobId: string, change: RecordChange) {
    records = records.map((record) => (record.jobId === jobId ? { ...record, ...change } : record));
    save();
  },
  remove(jobId: string) {
    records = records.filter((record) => record.jobId !== jobId);
    save();
  },
  clearFinished() {
    records = records.filter((record) => !isTerminal(record.status) && record.halt === null);
    save();
  },
  /** Forgets everything (sign-out, or a test starting fresh). */
  reset() {
    records = [];
    save();
  },
  /** Re-reads sessionStorage (tests simulating a reload). */
  reload() {
    records = load();
    for (const listener of listeners) listener();
  },
};
