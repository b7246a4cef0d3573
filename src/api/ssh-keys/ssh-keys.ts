import { actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { accountSshKeysPath } from '../core/paths';

export const sshKeyTypes = ['rsa', 'ed25519', 'ecdsa', 'dsa', 'unknown'] as const;

/** The account's SSH-key inventory for VPS ordering, rebuilds and access resets. */
export const accountSshKeySchema = z.object({
  id: z.string(),
  // Kept by the API for compatibility only; the panel shows name and fingerprint instead.
  displayId: z.optional(z.string()),
  name: z.string(),
  publicKey: z.string(),
  fingerprint: z.nullable(z.string()),
  keyType: lenientEnum(sshKeyTypes),
  createdAt: z.nullable(z.string()),
  lastUsedAt: z.nullish(z.string()),
  actions: z.optional(
    z.object({
      canRename: z.optional(actionGateSchema),
      canDelete: z.optional(actionGateSchema),
    }),
  ),
});
export type AccountSshKey = z.infer<typeof accountSshKeySchema>;

export const sshKeyKeys = {
  all: ['ssh-keys'] as const,
  lists: () => [...sshKeyKeys.all, 'list'] as const,
};

/** One cursor page; `limit` 1..100 (a larger one is answered with `invalid_pagination_limit`). */
export const sshKeyListQuery = (params: PageParams = {}) =>
  pageQueryOptions(sshKeyKeys.lists(), accountSshKeysPath, accountSshKeySchema, params);

export const sshKeyListPagesQuery = () =>
  allPagesQueryOptions(sshKeyKeys.lists(), accountSshKeysPath, accountSshKeySchema);
