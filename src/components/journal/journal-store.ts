import { createStore, del, get, set, update, type UseStore } from 'idb-keyval';
import { defaultJournalSettings, type JournalEntry, type JournalSettings } from './journal-entry';

/** The journal keeps this many entries per account; older ones go first. */
export const JOURNAL_LIMIT = 1000;

const ENTRIES = 'entries';
const SETTINGS = 'settings';
const stores = new Map<string, UseStore>();

// One IndexedDB database per account, named by a salted hash of its key (account-id.ts).
function storeOf(account: string): UseStore {
  let store = stores.get(account);
  if (!store) {
    store = createStore(`panel-journal-${account}`, 'journal');
    stores.set(account, store);
  }
  return store;
}

export async function readEntries(account: string): Promise<JournalEntry[]> {
  return (await get<JournalEntry[]>(ENTRIES, storeOf(account))) ?? [];
}

export async function appendEntry(account: string, entry: JournalEntry): Promise<void> {
  await update<JournalEntry[]>(
    ENTRIES,
    (entries = []) => [...entries, entry].slice(-JOURNAL_LIMIT),
    storeOf(account),
  );
}

/** Changes one entry (an accepted job that ended); nothing if it is gone. */
export async function patchEntry(
  account: string,
  id: string,
  patch: Partial<Pick<JournalEntry, 'result' | 'code' | 'requestId'>>,
): Promise<void> {
  await update<JournalEntry[]>(
    ENTRIES,
    (entries = []) => entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    storeOf(account),
  );
}

export async function clearEntries(account: string): Promise<void> {
  await del(ENTRIES, storeOf(account));
}

export async function readSettings(account: string): Promise<JournalSettings> {
  const saved = await get<Partial<JournalSettings>>(SETTINGS, storeOf(account));
  return { ...defaultJournalSettings, ...saved };
}

export async function writeSettings(account: string, settings: JournalSettings): Promise<void> {
  await set(SETTINGS, settings, storeOf(account));
}
