import { describe, expect, it } from 'vitest';
import { request } from '../../api/http';
import { z } from '../../api/z';
import { signInAs } from '../../test/session';

const path = '/api/v2/shared-hosting/acct_aurora01/backups/databases/bkp_aurwp01/actions/restore';
const restoreWith = (body: unknown) => request(z.unknown(), { method: 'POST', path, body });

describe('the mock database restore body', () => {
  it('accepts no body at all, as the spec allows', async () => {
    signInAs('owner');
    await expect(restoreWith(undefined)).resolves.toMatchObject({
      operation: { status: 'queued' },
      database: { name: 'aurora_wp' },
    });
  });

  it('refuses options, since a database restore takes none', async () => {
    signInAs('owner');
    await expect(restoreWith({ overwriteFiles: true })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
  });
});
