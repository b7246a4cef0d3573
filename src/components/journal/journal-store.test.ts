// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/core/errors';
import type { ObservedExchange } from '../../api/core/exchange-observer';
import { accountIdOf } from './account-id';
import type { JournalEntry } from './journal-entry';
import {
  appendEntry,
  clearEntries,
  JOURNAL_LIMIT,
  readEntries,
  readSettings,
  writeSettings,
} from './journal-store';
import { recordExchange } from './record-exchange';

let counter = 0;
const uniqueKey = () => `test_key_${++counter}_${Math.random().toString(36).slice(2)}`;

function entry(id: string): JournalEntry {
  return {
    id,
    at: '2026-11-24T03:00:00.000Z',
    area: 'dns',
    action: 'dnsRecordDelete',
    params: {},
    resource: { id: 'zone_1', href: '/dns/zone_1' },
    result: 'completed',
    code: null,
    requestId: null,
    jobId: null,
    change: null,
    revertOf: null,
  };
}

function exchange(path: string, data: unknown, body: unknown = {}): ObservedExchange {
  return { method: 'POST', path, body, signal: undefined, outcome: { ok: true, data } };
}

/** Everything the device keeps, database by database, as text. */
async function everythingStored(): Promise<string> {
  const names = (await indexedDB.databases()).map((database) => database.name ?? '');
  const contents = await Promise.all(
    names.map(
      (name) =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const stores = Array.from(db.objectStoreNames);
            const read = db
              .transaction(stores)
              .objectStore(stores[0] ?? '')
              .getAll();
            read.onsuccess = () => resolve(JSON.stringify(read.result));
            read.onerror = () => reject(read.error);
          };
        }),
    ),
  );
  return [...names, ...contents].join('\n');
}

describe('the journal store', () => {
  it(`keeps the last ${JOURNAL_LIMIT} entries of an account, oldest dropped first`, async () => {
    const account = await accountIdOf(uniqueKey());
    // Seeded in one write: a thousand appends one by one take long in fake-indexeddb.
    const seed = Array.from({ length: JOURNAL_LIMIT - 1 }, (_, index) => entry(`entry_${index}`));
    await set('entries', seed, createStore(`panel-journal-${account}`, 'journal'));
    for (let index = JOURNAL_LIMIT - 1; index < JOURNAL_LIMIT + 5; index++)
      await appendEntry(account, entry(`entry_${index}`));
    const entries = await readEntries(account);
    expect(entries).toHaveLength(JOURNAL_LIMIT);
    expect(entries[0]?.id).toBe('entry_5');
    expect(entries.at(-1)?.id).toBe(`entry_${JOURNAL_LIMIT + 4}`);
  });

  it('keeps each account apart, named by a hash and never by the key', async () => {
    const ownerKey = uniqueKey();
    const teamKey = uniqueKey();
    const owner = await accountIdOf(ownerKey);
    const team = await accountIdOf(teamKey);
    expect(owner).toMatch(/^[0-9a-f]{64}$/);
    expect(owner).not.toBe(team);
    expect(await accountIdOf(ownerKey)).toBe(owner);
    await appendEntry(owner, entry('owner_change'));
    await appendEntry(team, entry('team_change'));
    expect((await readEntries(owner)).map((item) => item.id)).toEqual(['owner_change']);
    expect((await readEntries(team)).map((item) => item.id)).toEqual(['team_change']);
    expect(await everythingStored()).not.toContain(ownerKey);
  });

  it('stores neither the key nor one-time URLs and tokens from bodies and answers', async () => {
    const key = uniqueKey();
    await recordExchange(
      key,
      false,
      exchange('/api/v2/billing/invoices/inv_1/actions/generate-payment-link', {
        url: 'https://pay.example/checkout?token=PAYSECRET',
      }),
      {},
    );
    await recordExchange(
      key,
      false,
      exchange('/api/v2/shared-hosting/hst_1/email-accounts/info%40example.se/actions/sso', {
        url: 'https://webmail.example/sso#WEBMAILSECRET',
      }),
      {},
    );
    await recordExchange(
      key,
      false,
      exchange(
        '/api/v2/shared-hosting/hst_1/ssh-keys',
        { token: 'SSHTOKENSECRET' },
        { publicKey: 'ssh-ed25519 AAAAKEYSECRET' },
      ),
      {},
    );
    const entries = await readEntries(await accountIdOf(key));
    expect(entries.map((item) => item.action)).toEqual(['paymentLink', 'webmail', 'sshKeyImport']);
    const stored = await everythingStored();
    for (const secret of [key, 'PAYSECRET', 'WEBMAILSECRET', 'SSHTOKENSECRET', 'AAAAKEYSECRET'])
      expect(stored).not.toContain(secret);
  });

  it('records a failure with its code and request ID, and nothing for a read-only refusal', async () => {
    const key = uniqueKey();
    const failed = new ApiError({
      kind: 'http',
      status: 409,
      code: 'registry_lock_unlock_required',
      requestId: 'req_42',
    });
    await recordExchange(
      key,
      false,
      {
        ...exchange('/api/v2/domains/dom_1/nameservers', null),
        outcome: { ok: false, error: failed },
      },
      {},
    );
    await recordExchange(
      key,
      true,
      {
        ...exchange('/api/v2/domains/dom_1/nameservers', null),
        outcome: { ok: false, error: new ApiError({ kind: 'read_only' }) },
      },
      {},
    );
    const entries = await readEntries(await accountIdOf(key));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      result: 'failed',
      code: 'registry_lock_unlock_required',
      requestId: 'req_42',
    });
  });

  it('clears one account and leaves the others and the settings', async () => {
    const mine = await accountIdOf(uniqueKey());
    const other = await accountIdOf(uniqueKey());
    await appendEntry(mine, entry('mine'));
    await appendEntry(other, entry('other'));
    await writeSettings(mine, { recordViews: true, clearAtSignOut: true });
    await clearEntries(mine);
    expect(await readEntries(mine)).toEqual([]);
    expect(await readEntries(other)).toHaveLength(1);
    expect(await readSettings(mine)).toEqual({ recordViews: true, clearAtSignOut: true });
  });
});
