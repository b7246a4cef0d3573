import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema, pageSchema } from '../core/common';
import { pageQuery, type PageParams } from '../core/paging';
import { hostingKeys } from './hosting';
import { hostingAccountPath } from '../core/paths';
import { request } from '../core/http';
import { allPagesOfQueryOptions } from '../core/list-query';
import { checkSshPublicKey, SSH_PUBLIC_KEY_MAX_LENGTH } from '../ssh-keys/ssh-public-key';
import { z } from '../core/z';

export const hostingSshKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  fingerprint: z.string(),
  authorized: z.boolean(),
});
export type HostingSshKey = z.infer<typeof hostingSshKeySchema>;

/** assumed-shapes.md: the list carries a top-level `actions.canAdd` gate. */
export const hostingSshKeyPageSchema = z.extend(pageSchema(hostingSshKeySchema), {
  actions: z.optional(z.object({ canAdd: z.optional(actionGateSchema) })),
});

/** Spec's hosting SSH key import result. */
export const importedSshKeySchema = z.extend(hostingSshKeySchema, { imported: z.boolean() });
export type ImportedSshKey = z.infer<typeof importedSshKeySchema>;

/**
 * Assumption (the spec gives no limits): cPanel stores the key under its name, so names are
 * 1 to 64 letters, digits, dots, hyphens and underscores, not starting with a dot.
 */
export const SSH_KEY_NAME_MAX_LENGTH = 64;
export const SSH_KEY_NAME_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Messages are keys the form translates (`sshKeyProblem_<problem>` for the key itself). */
export const importSshKeyBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'sshKeyNameRequired'),
      z.maxLength(SSH_KEY_NAME_MAX_LENGTH, 'sshKeyNameTooLong'),
      z.regex(SSH_KEY_NAME_PATTERN, 'sshKeyNameFormat'),
    ),
  publicKey: z.string().check(
    z.trim(),
    z.maxLength(SSH_PUBLIC_KEY_MAX_LENGTH, 'sshKeyProblem_too_long'),
    z.superRefine((value, context) => {
      const check = checkSshPublicKey(value);
      if (check.kind === 'public_key') return;
      const problem = check.kind === 'private_key' ? 'private_key' : check.problem;
      context.addIssue({
        code: 'custom',
        message: `sshKeyProblem_${problem}`,
        params: { problem },
      });
    }),
  ),
});
export type ImportSshKeyBody = z.infer<typeof importSshKeyBodySchema>;

/**
 * Assumption (the spec only names the code): a 409 `ssh_key_already_exists` says which field
 * clashed in `extensions.conflict`, so the form can put the error on that field.
 */
export const sshKeyConflictFields = ['name', 'publicKey'] as const;
export type SshKeyConflictField = (typeof sshKeyConflictFields)[number];

export function sshKeyConflictField(
  extensions: Record<string, unknown> | null,
): SshKeyConflictField | null {
  const conflict = extensions?.conflict;
  return conflict === 'name' || conflict === 'publicKey' ? conflict : null;
}

const sshKeysPath = (accountId: string) => `${hostingAccountPath(accountId)}/ssh-keys`;

export const hostingSshKeysQuery = (accountId: string, params: PageParams = {}) => {
  const query = pageQuery(params);
  return queryOptions({
    queryKey: [...hostingKeys.sshKeys(accountId), query] as const,
    queryFn: ({ signal }) =>
      request(hostingSshKeyPageSchema, { path: sshKeysPath(accountId), query, signal }),
  });
};

/** Every key of the account, with the list's `canAdd` gate on each page. */
export const hostingSshKeyPagesQuery = (accountId: string) =>
  allPagesOfQueryOptions(
    hostingKeys.sshKeys(accountId),
    sshKeysPath(accountId),
    hostingSshKeyPageSchema,
  );

/**
 * Sends only a checked public key: the form validates first, and this parse is the last guard,
 * so private key material can never reach the network even if a caller skips the form.
 */
export async function importHostingSshKey(
  accountId: string,
  body: ImportSshKeyBody,
  signal?: AbortSignal,
) {
  const checked = importSshKeyBodySchema.parse(body);
  return request(importedSshKeySchema, {
    method: 'POST',
    path: sshKeysPath(accountId),
    body: checked,
    signal,
  });
}
