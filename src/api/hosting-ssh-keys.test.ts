import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedHostingSshKeys } from '../mocks/hosting/ssh-key-data';
import { resetNamespace } from '../mocks/state';
import { mockState, signInAs } from '../test/session';
import { isApiError } from './errors';
import {
  hostingSshKeysQuery,
  importHostingSshKey,
  importSshKeyBodySchema,
  sshKeyConflictField,
} from './hosting-ssh-keys';
import { checkSshPublicKey } from './ssh-public-key';
import { sshKeyFingerprint } from './ssh-public-key-fingerprint';
import { privateKeyFixtures, publicKeyFixtures } from '../test/ssh-public-key.fixtures';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const posts = () => mockState().requests.filter((request) => request.method === 'POST');

describe('hosting SSH key list', () => {
  it('lists the account keys with the add gate open on an active cPanel account', async () => {
    signInAs('owner');
    const page = await client().fetchQuery(hostingSshKeysQuery('acct_aurora01'));
    expect(page.data.map((key) => key.name)).toEqual(['anna-laptop', 'deploy-ci', 'ola-desktop']);
    expect(page.data.find((key) => key.name === 'ola-desktop')).toMatchObject({
      authorized: false,
      fingerprint: 'SHA256:VyK+IC5FC1MF8yDcxpiSRaq2JFolFvrEONp90e0GnE4',
    });
    expect(page.actions?.canAdd).toMatchObject({ allowed: true });
  });

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
  it('imports and authorizes a key, sending the trimmed name and key line', async () => {
    signInAs('owner');
    const imported = await importHostingSshKey('acct_aurora01', {
      name: ' build-server ',
      publicKey: `${publicKeyFixtures.ecdsaP384.line}\n`,
    });
    expect(imported).toMatchObject({
      name: 'build-server',
      fingerprint: publicKeyFixtures.ecdsaP384.fingerprint,
      imported: true,
      authorized: true,
    });
    expect(imported.id).toMatch(/^ssh_/);
    expect(posts()).toEqual([
      expect.objectContaining({
        path: '/api/v2/shared-hosting/acct_aurora01/ssh-keys',
        body: { name: 'build-server', publicKey: publicKeyFixtures.ecdsaP384.line },
      }),
    ]);
    const page = await client().fetchQuery(hostingSshKeysQuery('acct_aurora01'));
    expect(page.data.map((key) => key.name)).toContain('build-server');
  });

  it('accepts a hardware-backed key', async () => {
    signInAs('owner');
    const imported = await importHostingSshKey('acct_aurora01', {
      name: 'yubikey',
      publicKey: publicKeyFixtures.skEd25519.line,
    });
    expect(imported.fingerprint).toBe(publicKeyFixtures.skEd25519.fingerprint);
  });

  it('never sends a private key: the request is refused before anything leaves', async () => {
    signInAs('owner');
    await expect(
      importHostingSshKey('acct_aurora01', { name: 'oops', publicKey: privateKeyFixtures.openssh }),
    ).rejects.toThrow();
    expect(posts()).toEqual([]);
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

  it('passes on 502 upstream_failed', async () => {
    signInAs('owner');
    resetNamespace('default', 'upstream-failing');
    await expect(
      importHostingSshKey('acct_aurora01', {
        name: 'laptop',
        publicKey: publicKeyFixtures.ed25519.line,
      }),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});

describe('the import body schema', () => {
  it.each(['', '.hidden', 'two words', 'a'.repeat(65), 'åsa'])('refuses the name %j', (name) => {
    expect(
      importSshKeyBodySchema.safeParse({ name, publicKey: publicKeyFixtures.ed25519.line }).success,
    ).toBe(false);
  });

  it('names the key problem on the publicKey field', () => {
    const result = importSshKeyBodySchema.safeParse({
      name: 'laptop',
      publicKey: privateKeyFixtures.rsaPem,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['publicKey'], params: { problem: 'private_key' } }),
    ]);
  });
});
