import { describe, expect, it } from 'vitest';
import { resetMockState } from '../../mocks/state';
import { signInAs } from '../../test/session';
import { createQueryClient } from '../core/query-client';
import { sshKeyListQuery } from './ssh-keys';

const readPage = (limit?: number, cursor?: string | null) =>
  createQueryClient().fetchQuery(
    sshKeyListQuery({ ...(limit === undefined ? {} : { limit }), cursor: cursor ?? null }),
  );

describe('account SSH keys', () => {
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

  it('passes on 502 upstream_failed', async () => {
    resetMockState('upstream-failing');
    signInAs('owner');
    await expect(
      createQueryClient().fetchQuery({ ...sshKeyListQuery(), retry: false }),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});
