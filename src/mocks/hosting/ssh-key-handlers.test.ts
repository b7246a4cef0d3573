import { describe, expect, it } from 'vitest';
import { request } from '../../api/core/http';
import { z } from '../../api/core/z';
import {
  headerlessPrivateKeyFixtures,
  privateKeyFixtures,
  puttyKeyFixtures,
  publicKeyFixtures,
} from '../../test/ssh-public-key.fixtures';
import { mockState, signInAs } from '../../test/session';
import { QueryClient } from '@tanstack/react-query';
import { seedHostingSshKeys } from './ssh-key-data';
import { isApiError } from '../../api/core/errors';
import {
  hostingSshKeysQuery,
  importHostingSshKey,
  sshKeyConflictField,
} from '../../api/hosting/ssh-keys';
import { checkSshPublicKey } from '../../api/ssh-keys/ssh-public-key';
import { sshKeyFingerprint } from '../../api/ssh-keys/ssh-public-key-fingerprint';

const path = '/api/v2/shared-hosting/acct_aurora01/ssh-keys';
const sendRaw = (body: unknown) => request(z.unknown(), { method: 'POST', path, body });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the mock SSH key import, called without the panel', () => {
  it.each([
    ['OpenSSH', privateKeyFixtures.openssh],
    ['PKCS#8', privateKeyFixtures.pkcs8],
    ['PuTTY', puttyKeyFixtures.version3],
    ['a headerless OpenSSH body', headerlessPrivateKeyFixtures.openssh],
  ])('refuses a %s private key with 400 and stores nothing', async (_kind, privateKey) => {
    signInAs('owner');
    const before = mockState().hosting.sshKeys.length;
    await expect(sendRaw({ name: 'leak', publicKey: privateKey })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
      fieldErrors: [
        expect.objectContaining({
          field: 'publicKey',
          code: 'private_key',
          detail: expect.stringMatching(/private key/i),
        }),
      ],
    });
    expect(mockState().hosting.sshKeys).toHaveLength(before);
  });

  it('points each invalid field at its place in the body', async () => {
    signInAs('owner');
    await expect(
      sendRaw({
        name: '',
        publicKey: `${publicKeyFixtures.ed25519.line}\n${publicKeyFixtures.rsa.line}`,
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: [
        expect.objectContaining({ field: 'name' }),
        expect.objectContaining({
          field: 'publicKey',
          code: 'multiple_lines',
          detail: expect.stringMatching(/one key/),
        }),
      ],
    });
  });

  it('refuses a missing body', async () => {
    signInAs('owner');
    await expect(sendRaw(undefined)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_request',
    });
  });
});

describe('hosting SSH key list', () => {
  it.each([
    ['acct_paused02', 'account_suspended'],
    ['acct_legacy03', 'account_not_eligible_cpanel'],
  ])('closes the add gate on %s with code %s and a reason', async (accountId, code) => {
    signInAs('owner');
    const page = await client().fetchQuery(hostingSshKeysQuery(accountId));
    expect(page.actions?.canAdd).toMatchObject({ allowed: false, code });
    expect(page.actions?.canAdd?.reason).toMatch(/\w/);
  });

  it("answers 404 for another customer's account", async () => {
    signInAs('owner');
    await expect(client().fetchQuery(hostingSshKeysQuery('acct_foreign99'))).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('is readable with the support key, whose add gate says it lacks write:hosting', async () => {
    signInAs('support');
    const page = await client().fetchQuery(hostingSshKeysQuery('acct_aurora01'));
    expect(page.data).toHaveLength(3);
    expect(page.actions?.canAdd).toMatchObject({
      allowed: false,
      code: 'forbidden',
      reason: expect.stringContaining('write:hosting'),
    });
  });

  it('seeds fingerprints that match the seeded keys, as ssh-keygen printed them', async () => {
    for (const key of seedHostingSshKeys()) {
      const check = checkSshPublicKey(key.publicKey);
      if (check.kind !== 'public_key') throw new Error(`seed key ${key.name} does not parse`);
      expect(await sshKeyFingerprint(check.key.blob)).toBe(key.fingerprint);
    }
  });
});

describe('importHostingSshKey', () => {
  it('accepts a hardware-backed key', async () => {
    signInAs('owner');
    const imported = await importHostingSshKey('acct_aurora01', {
      name: 'yubikey',
      publicKey: publicKeyFixtures.skEd25519.line,
    });
    expect(imported.fingerprint).toBe(publicKeyFixtures.skEd25519.fingerprint);
  });

  it('says which field clashed when the public key is already on the account', async () => {
    signInAs('owner');
    const duplicate =
      seedHostingSshKeys()[0]?.publicKey.replace('anna@laptop', 'another comment') ?? '';
    const error = await importHostingSshKey('acct_aurora01', {
      name: 'fresh-name',
      publicKey: duplicate,
    }).catch((caught: unknown) => caught);
    if (!isApiError(error)) throw new Error('expected an ApiError');
    expect(error).toMatchObject({ status: 409, code: 'ssh_key_already_exists' });
    expect(sshKeyConflictField(error.extensions)).toBe('publicKey');
  });

  it('says which field clashed when the name is taken', async () => {
    signInAs('owner');
    await expect(
      importHostingSshKey('acct_aurora01', {
        name: 'deploy-ci',
        publicKey: publicKeyFixtures.ed25519.line,
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'ssh_key_already_exists',
      extensions: { conflict: 'name' },
      detail: expect.stringContaining('deploy-ci'),
    });
  });

  it.each([
    ['acct_paused02', 'account_suspended'],
    ['acct_legacy03', 'account_not_eligible_cpanel'],
  ])('is refused on %s with 409 %s and the closed gate', async (accountId, code) => {
    signInAs('owner');
    await expect(
      importHostingSshKey(accountId, { name: 'laptop', publicKey: publicKeyFixtures.ed25519.line }),
    ).rejects.toMatchObject({
      status: 409,
      code,
      actions: { canAdd: { allowed: false, code } },
    });
  });

  it('needs write:hosting: the support key gets 403 forbidden', async () => {
    signInAs('support');
    await expect(
      importHostingSshKey('acct_aurora01', {
        name: 'laptop',
        publicKey: publicKeyFixtures.ed25519.line,
      }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden' });
  });
});
