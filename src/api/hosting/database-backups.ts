import { acceptedOperationSchema, actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { hostingKeys } from './hosting';
import { hostingAccountPath } from '../core/paths';
import { request } from '../core/http';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';

export const databaseBackupSchema = z.object({
  id: z.string(),
  database: z.string(),
  createdAt: z.string(),
  sizeMb: z.nullish(z.number()),
  actions: z.optional(z.object({ canRestore: z.optional(actionGateSchema) })),
});
export type DatabaseBackup = z.infer<typeof databaseBackupSchema>;

/** Spec: no options, so the body is `{}` and anything else is refused. */
export const restoreDatabaseBodySchema = z.strictObject({});

export const databaseRestoreAcceptedSchema = z.extend(acceptedOperationSchema, {
  database: z.object({ name: z.string() }),
});
export type DatabaseRestoreAccepted = z.infer<typeof databaseRestoreAcceptedSchema>;

const databaseBackupsPath = (accountId: string) =>
  `${hostingAccountPath(accountId)}/backups/databases`;

export const databaseBackupsQuery = (accountId: string, params: PageParams = {}) =>
  pageQueryOptions(
    hostingKeys.databaseBackups(accountId),
    databaseBackupsPath(accountId),
    databaseBackupSchema,
    params,
  );

export const databaseBackupPagesQuery = (accountId: string) =>
  allPagesQueryOptions(
    hostingKeys.databaseBackups(accountId),
    databaseBackupsPath(accountId),
    databaseBackupSchema,
  );

/**
 * Replaces one database with the chosen restore point; files, mail and DNS are untouched. The
 * 202's `pollUrl` is the account's backup queue, which the shared operation polling follows.
 */
export function restoreDatabaseBackup(accountId: string, backupId: string, signal?: AbortSignal) {
  return request(databaseRestoreAcceptedSchema, {
    method: 'POST',
    path: `${databaseBackupsPath(accountId)}/${encodeURIComponent(backupId)}/actions/restore`,
    body: {},
    signal,
  });
}
