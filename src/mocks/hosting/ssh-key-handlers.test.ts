import { describe, expect, it } from 'vitest';
import { request } from '../../api/http';
import { z } from '../../api/z';
import {
  headerlessPrivateKeyFixtures,
  privateKeyFixtures,
  puttyKeyFixtures,
  publicKeyFixtures,
} from '../../test/ssh-public-key.fixtures';
import { mockState, signInAs } from '../../test/session';

const path = '/api/v2/shared-hosting/acct_aurora01/ssh-keys';
const sendRaw = (body: unknown) => request(z.unknown(), { method: 'POST', path, body });

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
