import { describe, expect, it } from 'vitest';
import { resetMockState } from '../mocks/state';
import { mockState, signInAs } from '../test/session';
import { createQueryClient } from './query-client';
import { sshKeyListQuery, type AccountSshKey } from './ssh-keys';

const readPage = (limit?: number, cursor?: string | null) =>
  createQueryClient().fetchQuery(
    sshKeyListQuery({ ...(limit === undefined ? {} : { limit }), cursor: cursor ?? null }),
  );

describe('account SSH keys', () => {
  it('serves 20 keys by default and follows the cursor through all 45', async () => {
    signInAs('support');
    const first = await readPage();
    expect(first.data).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(mockState().requests.at(-1)?.search).toBe('?limit=20');

    const all: AccountSshKey[] = [...first.data];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readPage(20, cursor);
      all.push(...page.data);
      cursor = page.hasMore ? page.nextCursor : null;
    }
    expect(all).toHaveLength(45);
    expect(new Set(all.map((key) => key.id)).size).toBe(45);
    expect(all.every((key) => key.id.startsWith('ssh_'))).toBe(true);
  });

  it('carries the key details and gates', async () => {
    signInAs('owner');
    const { data } = await readPage(100);
    const anna = data.find((key) => key.name === 'anna@laptop');
    expect(anna).toMatchObject({ keyType: 'ed25519', createdAt: '2025-01-08T09:30:00.000Z' });
    expect(anna?.fingerprint).toMatch(/^SHA256:/);
    expect(anna?.publicKey).toMatch(/^ssh-ed25519 /);
    expect(anna?.actions?.canDelete).toMatchObject({ allowed: false, code: 'ssh_key_in_use' });
    expect(anna?.actions?.canDelete?.reason).toContain('web-01');
    expect(data.find((key) => key.name === 'imported-x509')).toMatchObject({
      keyType: 'unknown',
      fingerprint: null,
    });
    expect(data.find((key) => key.name === 'team-key-010')?.actions?.canDelete?.allowed).toBe(true);
  });

  it('refuses a page size above 100 with invalid_pagination_limit', async () => {
    signInAs('owner');
    await expect(readPage(101)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_pagination_limit',
    });
    await expect(readPage(100)).resolves.toMatchObject({ hasMore: false });
  });

  it('passes on 502 upstream_failed', async () => {
    resetMockState('upstream-failing');
    signInAs('owner');
    await expect(
      createQueryClient().fetchQuery({ ...sshKeyListQuery(), retry: false }),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_failed' });
  });

  it('is empty for an empty account', async () => {
    resetMockState('empty-account');
    signInAs('owner');
    await expect(readPage()).resolves.toMatchObject({ data: [], hasMore: false, nextCursor: null });
  });
});
