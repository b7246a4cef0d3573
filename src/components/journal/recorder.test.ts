import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../api/core/session-store';
import { watchExchange } from '../../api/core/exchange-observer';
import { deferred } from '../../test/deferred';
import { signInAs } from '../../test/session';
import { accountIdOf } from './account-id';
import { defaultJournalSettings } from './journal-entry';
import * as journalStore from './journal-store';
import { installJournal } from './recorder';

type Store = typeof journalStore;

// The store's writes as the test sees them: an entry's write waits for `entryMayEnd`, and each
// write says when it has ended.
const writes = vi.hoisted(() => ({
  entryMayEnd: Promise.resolve(),
  appended: () => undefined as void,
  cleared: () => undefined as void,
}));

vi.mock('./journal-store', async (importOriginal) => {
  const store = await importOriginal<Store>();
  return {
    ...store,
    appendEntry: async (...args: Parameters<Store['appendEntry']>) => {
      await writes.entryMayEnd;
      await store.appendEntry(...args);
      writes.appended();
    },
    clearEntries: async (...args: Parameters<Store['clearEntries']>) => {
      await store.clearEntries(...args);
      writes.cleared();
    },
  };
});

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

describe('the journal at sign-out', () => {
  it('clears an entry still being written when the user signs out, not only those before it', async () => {
    const { key } = signInAs('owner');
    const account = await accountIdOf(key);
    await journalStore.writeSettings(account, { ...defaultJournalSettings, clearAtSignOut: true });
    const entryMayEnd = deferred();
    const appended = deferred();
    const cleared = deferred();
    Object.assign(writes, {
      entryMayEnd: entryMayEnd.promise,
      appended: appended.resolve,
      cleared: cleared.resolve,
    });
    uninstall = installJournal();

    // A change the API accepted just before the user signed out: its entry is being written.
    await watchExchange(
      {
        method: 'POST',
        path: '/api/v2/vps/vps_web01/actions/shutdown',
        body: {},
        signal: undefined,
      },
      Promise.resolve({}),
    );
    endSession('signed_out');
    // The entry's write ends once the clear has ended, or after a second should the clear wait
    // for it (as it must): a clear that ran first would leave this entry behind.
    const aSecond = new Promise<void>((resolve) => setTimeout(resolve, 1000));
    void Promise.race([cleared.promise, aSecond]).then(entryMayEnd.resolve);
    await Promise.all([appended.promise, cleared.promise]);

    expect(await journalStore.readEntries(account)).toEqual([]);
  });
});
