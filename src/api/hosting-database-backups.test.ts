import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetNamespace } from '../mocks/state';
import { pollJob } from '../test/api';
import { mockState, signInAs } from '../test/session';
import { polledJobSchema } from './common';
import { databaseBackupsQuery, restoreDatabaseBackup } from './hosting-database-backups';
import { requestPollUrl } from './http';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('database backups list', () => {
  it('lists restore points newest first, each with an open restore gate', async () => {
    signInAs('team');
    const page = await client().fetchQuery(databaseBackupsQuery('acct_aurora01'));
    expect(page.data.map((backup) => [backup.database, backup.createdAt.slice(0, 10)])).toEqual([
      ['aurora_wp', '2026-11-20'],
      ['aurora_shop', '2026-11-20'],
      ['aurora_wp', '2026-11-19'],
      ['aurora_shop', '2026-11-19'],
      ['aurora_wp', '2026-11-18'],
    ]);
    expect(
      page.data.every(
        (backup) => backup.id.startsWith('bkp_') && backup.actions?.canRestore?.allowed,
      ),
    ).toBe(true);
  });

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
  it('queues the restore on the hosting queue URL and polls it to completion', async () => {
    signInAs('owner');
    const accepted = await restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp02');
    expect(accepted.database).toEqual({ name: 'aurora_wp' });
    expect(accepted.operation.status).toBe('queued');
    expect(accepted.operation.pollUrl).toBe(
      `/api/v2/shared-hosting/acct_aurora01/backups/queue/${accepted.operation.jobId}`,
    );
    expect(mockState().requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v2/shared-hosting/acct_aurora01/backups/databases/bkp_aurwp02/actions/restore',
      body: {},
    });

    const polled = await pollJob(accepted.operation.pollUrl ?? '');
    const operation = polled.at(-1);
    expect(polled.map((answer) => answer.status)).toEqual([
      'in_progress',
      'in_progress',
      'completed',
    ]);
    expect(operation).toMatchObject({
      status: 'completed',
      jobId: accepted.operation.jobId,
      pollUrl: null,
    });
  });

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

  it('passes on 502 upstream_failed', async () => {
    signInAs('owner');
    resetNamespace('default', 'upstream-failing');
    await expect(restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01')).rejects.toMatchObject({
      status: 502,
      code: 'upstream_failed',
    });
  });
});
