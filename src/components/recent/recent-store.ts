import { getApiKey, getSessionEndReason, subscribeSession } from '../../api/core/session-store';
import { readDeviceEntry, removeDeviceEntry, writeDeviceEntry } from '../../lib/device-storage';

export type VisitKind = 'domain' | 'dnsZone' | 'cdnZone' | 'server' | 'hosting' | 'invoice';

/** One visited page: where it is, what it is and the name the server gave it. Never the key. */
export interface Visit {
  href: string;
  kind: VisitKind;
  name: string;
  at: number;
}

const PREFIX = 'recent.';
const MAX_VISITS = 8;
const kinds: readonly string[] = ['domain', 'dnsZone', 'cdnZone', 'server', 'hosting', 'invoice'];

// The journal's name for the account (its salt is in IndexedDB), loaded as its own small chunk.
// Without IndexedDB no name can be made, and nothing is remembered for that visit.
const accountIdOf = async (apiKey: string) =>
  (await import('../journal/account-id')).accountIdOf(apiKey);

let account: string | null = null;
let visits: Visit[] = [];
const listeners = new Set<() => void>();

function isVisit(value: unknown): value is Visit {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Visit>;
  return (
    typeof candidate.href === 'string' &&
    candidate.href.startsWith('/') &&
    typeof candidate.kind === 'string' &&
    kinds.includes(candidate.kind) &&
    typeof candidate.name === 'string' &&
    typeof candidate.at === 'number'
  );
}

function read(hash: string): Visit[] {
  try {
    const parsed: unknown = JSON.parse(readDeviceEntry(PREFIX + hash) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVisit).slice(0, MAX_VISITS) : [];
  } catch {
    return [];
  }
}

function publish(next: Visit[]) {
  visits = next;
  for (const listener of listeners) listener();
}

/** Follows the signed-in account: its own list, and at sign-out its list is forgotten. */
let following = 0;
async function follow() {
  const key = getApiKey();
  const turn = ++following;
  if (!key) {
    if (account && getSessionEndReason() === 'signed_out') {
      removeDeviceEntry(PREFIX + account);
    }
    account = null;
    publish([]);
    return;
  }
  const hash = await accountIdOf(key).catch(() => null);
  if (turn !== following) return;
  account = hash;
  publish(hash ? read(hash) : []);
}

let started = false;
let settled: Promise<void> = Promise.resolve();
function start() {
  if (started) return;
  started = true;
  subscribeSession(() => {
    settled = follow();
  });
  settled = follow();
}

function write(visit: Omit<Visit, 'at'>) {
  if (!account) return;
  const next = [
    { ...visit, at: Date.now() },
    ...visits.filter((item) => item.href !== visit.href),
  ].slice(0, MAX_VISITS);
  writeDeviceEntry(PREFIX + account, JSON.stringify(next));
  publish(next);
}

export const recentStore = {
  subscribe(listener: () => void) {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): Visit[] {
    return visits;
  },
  /** Written once the account's hash is known (it is computed when the session starts). */
  record(visit: Omit<Visit, 'at'>): Promise<void> {
    start();
    return settled.then(() => write(visit));
  },
  /** Resolves once the current account's list is read. */
  ready(): Promise<void> {
    start();
    return settled;
  },
};
