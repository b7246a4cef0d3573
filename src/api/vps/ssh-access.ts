import { queryOptions } from '@tanstack/react-query';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { vpsKeys } from './vps';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

export const sshAccessUnavailableReasons = [
  'vps_not_ready',
  'vm_not_running',
  'guest_exec_disabled',
  'guest_agent_unavailable',
  'unsupported_guest',
] as const;

export const sshAccessEntrySchema = z.object({
  id: z.string(),
  keyType: z.string(),
  fingerprint: z.string(),
  comment: z.nullish(z.string()),
  restricted: z.boolean(),
  restrictions: z.array(z.string()),
  savedKeyId: z.nullish(z.string()),
  savedKeyName: z.nullish(z.string()),
});
export type SshAccessEntry = z.infer<typeof sshAccessEntrySchema>;

export const sshAccessSavedKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  fingerprint: z.nullish(z.string()),
  active: z.boolean(),
  activeEntryIds: z.array(z.string()),
});
export type SshAccessSavedKey = z.infer<typeof sshAccessSavedKeySchema>;

/**
 * What the guest's authorized-keys file really holds. When `available` is false the entries are
 * empty and must not be filled in from saved keys: that would claim access nobody verified.
 */
export const sshAccessSchema = z.object({
  available: z.boolean(),
  unavailableReason: z.nullish(lenientEnum(sshAccessUnavailableReasons)),
  unavailableMessage: z.nullish(z.string()),
  loginUser: z.string(),
  checkedAt: z.string(),
  revision: z.nullish(z.string()),
  entries: z.array(sshAccessEntrySchema),
  savedKeys: z.array(sshAccessSavedKeySchema),
});
export type SshAccess = z.infer<typeof sshAccessSchema>;

export const vpsSshAccessQuery = (id: string) =>
  queryOptions({
    queryKey: vpsKeys.sshAccess(id),
    queryFn: ({ signal }) => request(sshAccessSchema, { path: vpsPath(id, 'ssh-access'), signal }),
  });
