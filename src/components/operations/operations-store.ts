import type { Bilingual } from '../../i18n/messages';

export interface OperationError {
  title: string | null;
  detail: string | null;
  code: string | null;
  requestId: string | null;
}

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
}

const STORAGE_KEY = 'panel.operations';
const MAX_AGE_MS = 24 * 60 * 60_000;
const MAX_RECORDS = 50;

let records: OperationRecord[] = load();
const listeners = new Set<() => void>();

function isRecord(value: unknown): value is OperationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<OperationRecord>;
  return (
    typeof candidate.jobId === 'string' &&
    typeof candidate.scope === 'string' &&
    typeof candidate.startedAt === 'number' &&
    typeof candidate.status === 'string'
  );
}

function load(): OperationRecord[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const cutoff = Date.now() - MAX_AGE_MS;
    return parsed.filter(isRecord).filter((record) => record.startedAt > cutoff);
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
  add(record: OperationRecord) {
    records = [record, ...records.filter((item) => item.jobId !== record.jobId)].slice(
      0,
      MAX_RECORDS,
    );
    save();
  },
  update(
    jobId: string,
    change: Partial<Pick<OperationRecord, 'status' | 'progress' | 'error' | 'pollUrl'>>,
  ) {
    records = records.map((record) => (record.jobId === jobId ? { ...record, ...change } : record));
    save();
  },
  remove(jobId: string) {
    records = records.filter((record) => record.jobId !== jobId);
    save();
  },
  clearFinished() {
    records = records.filter(
      (record) => record.status !== 'completed' && record.status !== 'failed',
    );
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
