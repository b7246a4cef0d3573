import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../api/core/session-store';
import { accountIdOf } from '../journal/account-id';
import { recentStore } from './recent-store';

const signIn = async (apiKey: string) => {
  startSession({ apiKey, readOnly: false, remember: false });
  await recentStore.ready();
};
const visit = { href: '/vps/vps_web01', kind: 'server', name: 'web-01' } as const;
const stored = () =>
  Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`);

describe('recently visited pages', () => {
  it("are kept per account, named by the journal's salted hash, never with the key", async () => {
    await signIn('key_alice_secret');
    await recentStore.record(visit);
    expect(recentStore.getSnapshot().map((item) => item.name)).toEqual(['web-01']);
    expect(stored().join('\n')).not.toContain('key_alice_secret');
    const alice = await accountIdOf('key_alice_secret');
    expect(stored().some((entry) => entry.startsWith(`panel.recent.${alice}=`))).toBe(true);

    await signIn('key_bob_secret');
    expect(recentStore.getSnapshot()).toEqual([]);
    await recentStore.record({ href: '/domains/dom_a', kind: 'domain', name: 'a.se' });

    await signIn('key_alice_secret');
    expect(recentStore.getSnapshot().map((item) => item.name)).toEqual(['web-01']);
  });

  it('are forgotten at sign-out', async () => {
    await signIn('key_carol_secret');
    await recentStore.record(visit);
    endSession('signed_out');
    await recentStore.ready();
    expect(recentStore.getSnapshot()).toEqual([]);
    expect(stored().filter((entry) => entry.startsWith('panel.recent.'))).toEqual([]);

    await signIn('key_carol_secret');
    expect(recentStore.getSnapshot()).toEqual([]);
  });
});
