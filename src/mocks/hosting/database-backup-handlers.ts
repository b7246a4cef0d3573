import { http, HttpResponse } from 'msw';
import type { ActionGate } from '../../api/core/common';
import {
  restoreDatabaseBodySchema,
  type DatabaseBackup,
  type DatabaseRestoreAccepted,
} from '../../api/hosting/database-backups';
import { api, authorize, readJson } from '../context';
import { closedGate } from '../gates';
import { isJobRunning, pollJob, startJob } from '../jobs';
import { paged } from '../paging';
import { notFound, problem } from '../problem';
import type { MockState } from '../state';
import { accountGate, requireAccount } from './accounts';
import { callerGate } from '../gates';
import type { MockDatabaseBackup } from './database-backup-data';
import type { MockHostingAccount } from './data';
import { invalidBody } from './invalid-body';

const restoreRunning = closedGate(
  'restore_in_progress',
  'A restore of this database is already running; wait until it has finished.',
);

/** Computed per request, so the gate closes while a restore of the same database runs. */
function restoreGate(
  state: MockState,
  account: MockHostingAccount,
  backup: MockDatabaseBackup,
): ActionGate {
  const gate = accountGate(account);
  if (!gate.allowed) return gate;
  const running = state.hosting.restores.some(
    (restore) =>
      restore.accountId === account.id &&
      restore.database === backup.database &&
      isJobRunning(state, restore.jobId),
  );
  return running ? restoreRunning : gate;
}

function present(backup: MockDatabaseBackup, canRestore: ActionGate): DatabaseBackup {
  const { id, database, createdAt, sizeMb } = backup;
  return { id, database, createdAt, sizeMb, actions: { canRestore } };
}

const restoreScopes = ['write:hosting', 'console:services'] as const;

const queueUrl = (accountId: string) => (jobId: string) =>
  `/api/v2/shared-hosting/${accountId}/backups/queue/${jobId}`;

export const databaseBackupHandlers = [
  http.get(api('/api/v2/shared-hosting/:accountId/backups/databases'), ({ request, params }) => {
    const { state, key } = authorize(request, ['read:hosting']);
    const account = requireAccount(state, request, params.accountId);
    const backups = state.hosting.databaseBackups
      .filter((backup) => backup.accountId === account.id)
      .sort((first, second) => second.createdAt.localeCompare(first.createdAt))
      .map((backup) =>
        present(backup, callerGate(key, restoreScopes, restoreGate(state, account, backup))),
      );
    return paged(backups, request);
  }),

  http.post(
    api('/api/v2/shared-hosting/:accountId/backups/databases/:backupId/actions/restore'),
    async ({ request, params }) => {
      const { state } = authorize(request, restoreScopes);
      const account = requireAccount(state, request, params.accountId);
      const instance = new URL(request.url).pathname;
      const backup = state.hosting.databaseBackups.find(
        (candidate) => candidate.accountId === account.id && candidate.id === params.backupId,
      );
      if (!backup)
        return notFound(instance, 'not_found', 'No such database backup on this account.');
      const parsed = restoreDatabaseBodySchema.safeParse((await readJson(request)) ?? {});
      if (!parsed.success)
        return invalidBody(
          instance,
          parsed.error,
          () => 'A database restore takes no options; send {} or no body.',
        );
      const gate = restoreGate(state, account, backup);
      if (!gate.allowed) {
        return problem({
          status: 409,
          code: gate.code ?? 'conflict',
          detail: gate.reason ?? '',
          instance,
          extra: { actions: { canRestore: gate } },
        });
      }
      const operation = startJob(state, {
        initialStatus: 'queued',
        pollUrl: queueUrl(account.id),
        result: { database: backup.database, backupId: backup.id },
      });
      state.hosting.restores.push({
        accountId: account.id,
        database: backup.database,
        jobId: operation.jobId,
      });
      const body: DatabaseRestoreAccepted = { operation, database: { name: backup.database } };
      return HttpResponse.json(body, { status: 202 });
    },
  ),

  http.get(api('/api/v2/shared-hosting/:accountId/backups/queue/:jobId'), ({ request, params }) => {
    const { state } = authorize(request, ['read:hosting']);
    const account = requireAccount(state, request, params.accountId);
    const instance = new URL(request.url).pathname;
    const restore = state.hosting.restores.find(
      (candidate) => candidate.accountId === account.id && candidate.jobId === params.jobId,
    );
    const operation = restore && pollJob(state, restore.jobId);
    if (!operation)
      return notFound(instance, 'not_found', "No such restore in this account's queue.");
    return HttpResponse.json({ operation });
  }),
];
