import { actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { vpsKeys } from './vps';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

export const backupKinds = ['automatic', 'manual'] as const;

export const vpsBackupSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sizeGb: z.number(),
  kind: lenientEnum(backupKinds),
  actions: z.optional(
    z.object({
      canRestore: z.optional(actionGateSchema),
      canRestoreToPayg: z.optional(actionGateSchema),
      canDelete: z.optional(actionGateSchema),
    }),
  ),
});
export type VpsBackup = z.infer<typeof vpsBackupSchema>;

export const vpsBackupsQuery = (id: string, params: PageParams = {}) =>
  pageQueryOptions(vpsKeys.backups(id), vpsPath(id, 'backups'), vpsBackupSchema, params);

/** Every backup of a server, read 100 at a time for the list that searches and sorts them. */
export const vpsBackupPagesQuery = (id: string) =>
  allPagesQueryOptions(vpsKeys.backups(id), vpsPath(id, 'backups'), vpsBackupSchema);
