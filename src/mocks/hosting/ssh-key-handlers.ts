import { http, HttpResponse } from 'msw';
import type { z } from '../../api/core/z';
import {
  importSshKeyBodySchema,
  type HostingSshKey,
  type ImportedSshKey,
} from '../../api/hosting/ssh-keys';
import { checkSshPublicKey } from '../../api/ssh-keys/ssh-public-key';
import { sshKeyFingerprint } from '../../api/ssh-keys/ssh-public-key-fingerprint';
import { api, authorize, readJson } from '../context';
import { newId } from '../jobs';
import { paged } from '../paging';
import { problem } from '../problem';
import { accountGate, requireAccount } from './accounts';
import { callerGate } from '../gates';
import { invalidBody } from './invalid-body';
import { sshKeyProblemDetails } from './ssh-key-problems';
import type { MockHostingSshKey } from './ssh-key-data';

const path = '/api/v2/shared-hosting/:accountId/ssh-keys';
const importScopes = ['write:hosting', 'console:services'] as const;

const present = ({ id, name, fingerprint, authorized }: MockHostingSshKey): HostingSshKey => ({
  id,
  name,
  fingerprint,
  authorized,
});

const isKnownProblem = (value: unknown): value is keyof typeof sshKeyProblemDetails =>
  typeof value === 'string' && Object.hasOwn(sshKeyProblemDetails, value);

function describe(issue: z.core.$ZodIssue): string {
  const problemCode = issue.code === 'custom' ? issue.params?.problem : undefined;
  if (isKnownProblem(problemCode)) return sshKeyProblemDetails[problemCode];
  return issue.path[0] === 'name'
    ? 'Use 1 to 64 letters, digits, dots, hyphens or underscores, not starting with a dot.'
    : issue.message;
}

export const sshKeyHandlers = [
  http.get(api(path), ({ request, params }) => {
    const { state, key: caller } = authorize(request, ['read:hosting']);
    const account = requireAccount(state, request, params.accountId);
    const keys = state.hosting.sshKeys.filter((key) => key.accountId === account.id).map(present);
    const canAdd = callerGate(caller, importScopes, accountGate(account));
    return paged(keys, request, { extra: { actions: { canAdd } } });
  }),

  http.post(api(path), async ({ request, params }) => {
    const { state } = authorize(request, importScopes);
    const account = requireAccount(state, request, params.accountId);
    const instance = new URL(request.url).pathname;
    const gate = accountGate(account);
    if (!gate.allowed) {
      return problem({
        status: 409,
        code: gate.code ?? 'conflict',
        detail: gate.reason ?? '',
        instance,
        extra: { actions: { canAdd: gate } },
      });
    }
    const parsed = importSshKeyBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return invalidBody(instance, parsed.error, describe);
    const check = checkSshPublicKey(parsed.data.publicKey);
    if (check.kind !== 'public_key') throw new Error('the body schema let an unusable key through');
    const fingerprint = await sshKeyFingerprint(check.key.blob);
    const existing = state.hosting.sshKeys.filter((key) => key.accountId === account.id);
    const conflict = existing.some((key) => key.fingerprint === fingerprint)
      ? {
          field: 'publicKey',
          detail: 'This public key is already on the account, under another name.',
        }
      : existing.some((key) => key.name === parsed.data.name)
        ? {
            field: 'name',
            detail: `A key named "${parsed.data.name}" already exists on the account.`,
          }
        : null;
    if (conflict) {
      return problem({
        status: 409,
        code: 'ssh_key_already_exists',
        detail: conflict.detail,
        instance,
        extra: { extensions: { conflict: conflict.field } },
      });
    }
    const key: MockHostingSshKey = {
      id: newId(state, 'ssh'),
      accountId: account.id,
      name: parsed.data.name,
      publicKey: parsed.data.publicKey,
      fingerprint,
      authorized: true,
    };
    state.hosting.sshKeys.push(key);
    const body: ImportedSshKey = { ...present(key), imported: true };
    return HttpResponse.json(body, { status: 201 });
  }),
];
