import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resetNamespace } from '../../mocks/state';
import { mockState, signInAs } from '../../test/session';
import { hostingSshKeysQuery, importHostingSshKey, importSshKeyBodySchema } from './ssh-keys';
import { privateKeyFixtures, publicKeyFixtures } from '../../test/ssh-public-key.fixtures';

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

  it('never sends a private key: the request is refused before anything leaves', async () => {
    signInAs('owner');
    await expect(
      importHostingSshKey('acct_aurora01', { name: 'oops', publicKey: privateKeyFixtures.openssh }),
    ).rejects.toThrow();
    expect(posts()).toEqual([]);
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
