import { describe, expect, it } from 'vitest';
import { resetMockState } from '../state';
import { mockState, signInAs } from '../../test/session';
import { createQueryClient } from '../../api/core/query-client';
import { sshKeyListQuery, type AccountSshKey } from '../../api/ssh-keys/ssh-keys';

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

  it('refuses a page size above 100 with invalid_pagination_limit', async () => {
    signInAs('owner');
    await expect(readPage(101)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_pagination_limit',
    });
    await expect(readPage(100)).resolves.toMatchObject({ hasMore: false });
  });

  it('is empty for an empty account', async () => {
    resetMockState('empty-account');
    signInAs('owner');
    await expect(readPage()).resolves.toMatchObject({ data: [], hasMore: false, nextCursor: null });
  });
});
