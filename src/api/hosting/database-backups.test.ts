import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetNamespace } from '../../mocks/state';
import { pollJob } from '../../test/api';
import { mockState, signInAs } from '../../test/session';
import { databaseBackupsQuery, restoreDatabaseBackup } from './database-backups';

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

  it('passes on 502 upstream_failed', async () => {
    signInAs('owner');
    resetNamespace('default', 'upstream-failing');
    await expect(restoreDatabaseBackup('acct_aurora01', 'bkp_aurwp01')).rejects.toMatchObject({
      status: 502,
      code: 'upstream_failed',
    });
  });
});
