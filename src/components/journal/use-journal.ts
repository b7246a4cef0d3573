import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../use-session';
import type { JournalEntry, JournalSettings } from './journal-entry';
import { journalChanged, onJournalChange } from './journal-events';

const loadStore = () => import('./journal-store');

/** The journal's name for the signed-in account (a hash of its key), once computed. */
export function useJournalAccount(): string | null {
  const key = useSession()?.apiKey ?? null;
  const [named, setNamed] = useState<{ key: string; account: string } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    import('./account-id')
      .then(({ accountIdOf }) => accountIdOf(key))
      .then((account) => {
        if (live) setNamed({ key, account });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return named !== null && named.key === key ? named.account : null;
}

/** Reads something from the account's journal now and whenever the journal changes. */
function useJournalRead<T>(account: string | null, read: (account: string) => Promise<T>) {
  const [state, setState] = useState<{ account: string; value: T } | { failed: true } | null>(null);
  useEffect(() => {
    if (!account) return;
    let live = true;
    const load = () =>
      read(account).then(
        (value) => live && setState({ account, value }),
        () => live && setState({ failed: true }),
      );
    void load();
    const stop = onJournalChange(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [account, read]);
  if (state && 'failed' in state) return { value: null, failed: true } as const;
  return { value: state && state.account === account ? state.value : null, failed: false } as const;
}

const readNewestFirst = (account: string) =>
  loadStore().then(async (store) => (await store.readEntries(account)).reverse());
const readSettings = (account: string) => loadStore().then((store) => store.readSettings(account));

export function useJournalEntries(account: string | null): {
  entries: JournalEntry[] | null;
  failed: boolean;
} {
  const { value, failed } = useJournalRead(account, readNewestFirst);
  return { entries: value, failed };
}

export function useJournalSettings(account: string | null) {
  const { value } = useJournalRead(account, readSettings);
  // Shown at once: a box that stays unticked until the device store answers looks broken.
  const [shown, setShown] = useState<Partial<JournalSettings>>({});
  const change = useCallback(
    async (patch: Partial<JournalSettings>) => {
      if (!account) return;
      setShown((current) => ({ ...current, ...patch }));
      try {
        const store = await loadStore();
        await store.writeSettings(account, { ...(await store.readSettings(account)), ...patch });
      } catch {
        setShown({}); // not stored: show what the device really holds
      } finally {
        journalChanged();
      }
    },
    [account],
  );
  return { settings: value ? { ...value, ...shown } : value, change };
}

export async function clearJournal(account: string): Promise<void> {
  await (await loadStore()).clearEntries(account);
  journalChanged();
}
