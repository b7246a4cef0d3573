import { describe, expect, it } from 'vitest';
import { request, requestPollUrl } from '../../api/core/http';
import { z } from '../../api/core/z';
import { signInAs } from '../../test/session';
import { QueryClient } from '@tanstack/react-query';
import { resetNamespace } from '../state';
import { pollJob } from '../../test/api';
import { polledJobSchema } from '../../api/core/common';
import { databaseBackupsQuery, restoreDatabaseBackup } from '../../api/hosting/database-backups';

const path = '/api/v2/shared-hosting/acct_aurora01/backups/databases/bkp_aurwp01/actions/restore';
const restoreWith = (body: unknown) => request(z.unknown(), { method: 'POST', path, body });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

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

describe('database backups list', () => {
  it('shows the support key every restore point, with the gate closed for lack of write:hosting', async () => {
    signInAs('support');
    const page = await client().fetchQuery(databaseBackupsQuery('acct_aurora01'));
    expect(page.data).toHaveLength(5);
    expect(page.data[0]?.actions?.canRestore).toMatchObject({
      allowed: false,
      code: 'forbidden',
      reason: expect.stringContaining('write:hosting'),
    });
  });

  it.each([
    ['acct_paused02', 'account_suspended'],
    ['acct_legacy03', 'account_not_eligible_cpanel'],
  ])('closes the restore gate on %s with %s', async (accountId, code) => {
    signInAs('owner');
    const page = await client().fetchQuery(databaseBackupsQuery(accountId));
    expect(page.data[0]?.actions?.canRestore).toMatchObject({ allowed: false, code });
  });
});

describe('restoreDatabaseBackup', () => {
  it('closes the gate for the same database while its restore runs, and opens it again after', async () => {
    signInAs('owner');
    const accepted = await restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01');
    const during = await client().fetchQuery(databaseBackupsQuery('acct_aurora01'));
    expect(
      during.data.find((backup) => backup.id === 'bkp_aurwp03')?.actions?.canRestore,
    ).toMatchObject({ allowed: false, code: 'restore_in_progress' });
    expect(
      during.data.find((backup) => backup.id === 'bkp_aurshop01')?.actions?.canRestore,
    ).toMatchObject({ allowed: true });
    await expect(restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp03')).rejects.toMatchObject({
      status: 409,
      code: 'restore_in_progress',
      actions: { canRestore: { allowed: false } },
    });

    await pollJob(accepted.operation.pollUrl ?? '');
    const after = await client().fetchQuery(databaseBackupsQuery('acct_aurora01'));
    expect(
      after.data.find((backup) => backup.id === 'bkp_aurwp03')?.actions?.canRestore,
    ).toMatchObject({ allowed: true });
  });

  it('reports a failed restore with its problem in the job-failing scenario', async () => {
    signInAs('owner');
    resetNamespace('default', 'job-failing');
    const accepted = await restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01');
    const operation = (await pollJob(accepted.operation.pollUrl ?? '')).at(-1);
    expect(operation).toMatchObject({ status: 'failed', error: { code: 'upstream_failed' } });
  });

  it.each([
    ['acct_paused02', 'bkp_fjall01', 'account_suspended'],
    ['acct_legacy03', 'bkp_butik01', 'account_not_eligible_cpanel'],
  ])('is refused on %s with 409 %s', async (accountId, backupId, code) => {
    signInAs('owner');
    await expect(restoreDatabaseBackup(accountId, backupId)).rejects.toMatchObject({
      status: 409,
      code,
    });
  });

  it("answers 404 for a backup of another account and for another customer's account", async () => {
    signInAs('owner');
    await expect(restoreDatabaseBackup('acct_aurora01', 'bkp_fjall01')).rejects.toMatchObject({
      status: 404,
    });
    await expect(restoreDatabaseBackup('acct_foreign99', 'bkp_aurwp01')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 404 when a restore is polled under another account', async () => {
    signInAs('owner');
    const accepted = await restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01');
    await expect(
      requestPollUrl(
        polledJobSchema,
        `/api/v2/shared-hosting/acct_paused02/backups/queue/${accepted.operation.jobId}`,
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('needs write:hosting: the support key gets 403 forbidden', async () => {
    signInAs('support');
    await expect(restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});
