import { queryOptions } from '@tanstack/react-query';
import { acceptedOperationSchema, actionGateSchema, isTerminal, polledJobSchema, type PageParams } from './common';
import { hostingAccountPath, hostingKeys } from './hosting';
import { request, requestPollUrl } from './http';
import { pageQueryOptions } from './list-query';
import { z } from './z';

export const databaseBackupSchema = z.object({
  id: z.string(),
  database: z.string(),
  createdAt: z.string(),
  sizeMb: z.number().nullish(),
  actions: z.object({ canRestore: actionGateSchema.optional() }).optional(),
});
export type DatabaseBackup = z.infer<typeof databaseBackupSchema>;

/** Spec: no options, so the body is `{}` and anything else is refused. */
export const restoreDatabaseBodySchema = z.strictObject({});

export const databaseRestoreAcceptedSchema = acceptedOperationSchema.extend({
  database: z.object({ name: z.string() }),
});
export type DatabaseRestoreAccepted = z.infer<typeof databaseRestoreAcceptedSchema>;

const databaseBackupsPath = (accountId: string) => `${hostingAccountPath(accountId)}/backups/databases`;

export const databaseBackupsQuery = (accountId: string, params: PageParams = {}) =>
  pageQueryOptions(hostingKeys.databaseBackups(accountId), databaseBackupsPath(accountId), databaseBackupSchema, params);

/** Replaces one database with the chosen restore point; files, mail and DNS are untouched. */
export function restoreDatabaseBackup(accountId: string, backupId: string, signal?: AbortSignal) {
  return request(databaseRestoreAcceptedSchema, {
    method: 'POST',
    path: `${databaseBackupsPath(accountId)}/${encodeURIComponent(backupId)}/actions/restore`,
    body: {},
    signal,
  });
}

const RESTORE_POLL_MS = 2000;

/** The restore's queue entry, polled until it ends; `pollUrl` is the one the 202 gave. */
export const restoreJobQuery = (accountId: string, pollUrl: string) =>
  queryOptions({
    queryKey: hostingKeys.restoreJob(accountId, pollUrl),
    queryFn: ({ signal }) => requestPollUrl(polledJobSchema, pollUrl, signal),
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const status = query.state.data?.status;
      return status !== undefined && isTerminal(status) ? false : RESTORE_POLL_MS;
    },
    staleTime: 0,
  });
