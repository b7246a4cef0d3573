// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './ssh-public-key-blob';
import { checkSshPublicKey, type SshPublicKeyCheck } from './ssh-public-key';
import { sshKeyFingerprint } from './ssh-public-key-fingerprint';
import {
  headerlessPrivateKeyFixtures,
  otherFormatFixtures,
  privateKeyFixtures,
  publicKeyFixtures,
  puttyKeyFixtures,
} from '../../test/ssh-public-key.fixtures';

function publicKeyOf(check: SshPublicKeyCheck) {
  if (check.kind !== 'public_key')
    throw new Error(`expected a public key, got ${JSON.stringify(check)}`);
  return check.key;
}

const problemOf = (input: string) => {
  const check = checkSshPublicKey(input);
  return check.kind === 'invalid' ? check.problem : check.kind;
};

/** Rewrites the blob of a fixture line, keeping its type and comment. */
function withBlob(line: string, change: (blob: Uint8Array) => Uint8Array): string {
  const [type = '', base64 = '', ...rest] = line.split(' ');
  const blob = decodeBase64(base64);
  if (!blob) throw new Error('fixture blob does not decode');
  return [type, encodeBase64(change(blob)), ...rest].join(' ');
}

describe('checkSshPublicKey with real ssh-keygen keys', () => {
  it.each(Object.entries(publicKeyFixtures))(
    'accepts %s with its type, comment and ssh-keygen fingerprint',
    async (_name, fixture) => {
      const key = publicKeyOf(checkSshPublicKey(fixture.line));
      expect(key.type).toBe(fixture.type);
      expect(key.comment).toBe(fixture.line.split(' ').slice(2).join(' '));
      expect(await sshKeyFingerprint(key.blob)).toBe(fixture.fingerprint);
    },
  );

  it('accepts a key pasted with surrounding whitespace and a trailing CRLF, and one without a comment', () => {
    expect(publicKeyOf(checkSshPublicKey(`  ${publicKeyFixtures.ed25519.line}\r\n`)).type).toBe(
      'ssh-ed25519',
    );
    const [type, base64] = publicKeyFixtures.rsa.line.split(' ');
    expect(publicKeyOf(checkSshPublicKey(`${type} ${base64}`)).comment).toBeNull();
  });

  it('keeps a comment with spaces and tabs between fields', () => {
    const [type, base64] = publicKeyFixtures.ed25519.line.split(' ');
    expect(publicKeyOf(checkSshPublicKey(`${type}\t${base64}  Anna's work laptop`)).comment).toBe(
      "Anna's work laptop",
    );
  });
});

describe('checkSshPublicKey refusals', () => {
  it.each(Object.entries(privateKeyFixtures))(
    'reports the %s private key as private',
    (_name, text) => {
      expect(checkSshPublicKey(text)).toEqual({ kind: 'private_key' });
    },
  );

  it.each(Object.entries(headerlessPrivateKeyFixtures))(
    'reports the %s private key body without its header as private',
    (_name, text) => {
      expect(checkSshPublicKey(text)).toEqual({ kind: 'private_key' });
      expect(checkSshPublicKey(text.split('\n')[0] ?? '')).toEqual({ kind: 'private_key' });
    },
  );

  it.each(Object.entries(puttyKeyFixtures))(
    'reports the PuTTY %s key file as private',
    (_name, text) => {
      expect(checkSshPublicKey(text)).toEqual({ kind: 'private_key' });
    },
  );

  it('reports a private key pasted after a public key as private, not as several lines', () => {
    expect(problemOf(`${publicKeyFixtures.ed25519.line}\n${privateKeyFixtures.openssh}`)).toBe(
      'private_key',
    );
  });

  it('does not mistake a public key in PEM or SSH2 form for a private one', () => {
    expect(problemOf(otherFormatFixtures.ssh2)).toBe('other_format');
    expect(problemOf(otherFormatFixtures.pem)).toBe('other_format');
    expect(problemOf(otherFormatFixtures.pemBodyOnly)).toBe('unsupported_type');
  });

  it('refuses several lines, such as two keys at once', () => {
    expect(problemOf(`${publicKeyFixtures.ed25519.line}\n${publicKeyFixtures.rsa.line}`)).toBe(
      'multiple_lines',
    );
    const [type, base64 = ''] = publicKeyFixtures.rsa.line.split(' ');
    expect(problemOf(`${type} ${base64.slice(0, 70)}\n${base64.slice(70)}`)).toBe('multiple_lines');
  });

  it('names each way a single line can be wrong', () => {
    const [, ed25519Blob = ''] = publicKeyFixtures.ed25519.line.split(' ');
    expect(problemOf('   \n ')).toBe('empty');
    expect(problemOf(`ssh-ed25519 ${'A'.repeat(9000)}`)).toBe('too_long');
    expect(problemOf(ed25519Blob)).toBe('missing_type');
    expect(problemOf(`ssh-ed448 ${ed25519Blob}`)).toBe('unsupported_type');
    expect(problemOf(`ssh-ed25519-cert-v01@openssh.com ${ed25519Blob}`)).toBe('unsupported_type');
    expect(problemOf('ssh-ed25519')).toBe('missing_key_data');
    expect(problemOf('ssh-ed25519 not*base64!')).toBe('not_base64');
    expect(problemOf(`ssh-rsa ${ed25519Blob}`)).toBe('type_mismatch');
    expect(problemOf(`ssh-ed25519 ${ed25519Blob.slice(0, -8)}`)).toBe('malformed_key_data');
  });

  it('refuses blobs whose fields do not fit the type', () => {
    const appendByte = (blob: Uint8Array) => Uint8Array.from([...blob, 0, 0, 0, 1, 7]);
    const shortenLast = (blob: Uint8Array) => {
      const copy = Uint8Array.from(blob.subarray(0, blob.length - 1));
      copy.set([0, 0, 0, 31], copy.length - 32);
      return copy;
    };
    expect(problemOf(withBlob(publicKeyFixtures.ed25519.line, appendByte))).toBe(
      'malformed_key_data',
    );
    expect(problemOf(withBlob(publicKeyFixtures.ed25519.line, shortenLast))).toBe(
      'malformed_key_data',
    );
    expect(problemOf(withBlob(publicKeyFixtures.ecdsaP256.line, appendByte))).toBe(
      'malformed_key_data',
    );
    expect(
      problemOf(
        withBlob(publicKeyFixtures.skEd25519.line, (blob) => blob.subarray(0, blob.length - 8)),
      ),
    ).toBe('malformed_key_data');
  });

  it('refuses an ECDSA key whose curve field names another curve', () => {
    const line = withBlob(publicKeyFixtures.ecdsaP256.line, (blob) => {
      const copy = Uint8Array.from(blob);
      const curveAt = copy.indexOf(0x70, 30); // the "p" of the second "nistp256"
      copy.set(
        [...'384'].map((char) => char.charCodeAt(0)),
        curveAt + 1,
      );
      return copy;
    });
    expect(problemOf(line)).toBe('malformed_key_data');
  });
});

describe('checkSshPublicKey properties', () => {
  const fixtureLines = Object.values(publicKeyFixtures).map((fixture) => fixture.line);

  it('never accepts a real key with any single byte of its blob cut off', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtureLines), fc.nat(), (line, cut) => {
        const shortened = withBlob(line, (blob) => blob.subarray(0, cut % blob.length));
        expect(checkSshPublicKey(shortened).kind).toBe('invalid');
      }),
    );
  });

  it('reports any armoured private key as private, whatever surrounds it', () => {
    const armour = fc.constantFrom('OPENSSH', 'RSA', 'DSA', 'EC', 'ENCRYPTED', '');
    fc.assert(
      fc.property(fc.string(), armour, fc.string(), (before, kind, after) => {
        const label = kind === '' ? 'PRIVATE KEY' : `${kind} PRIVATE KEY`;
        expect(checkSshPublicKey(`${before}\n-----BEGIN ${label}-----\n${after}`).kind).toBe(
          'private_key',
        );
      }),
    );
  });

  it('never calls arbitrary text a valid key and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(checkSshPublicKey(text).kind).not.toBe('public_key');
      }),
    );
  });

  it('keeps the comment, whatever it is, when the key itself is valid', () => {
    const comment = fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((text) => !/[\s]/.test(text) && !/b3BlbnNzaC1rZXktdjE/.test(text));
    fc.assert(
      fc.property(fc.constantFrom(...fixtureLines), comment, (line, text) => {
        const [type, base64] = line.split(' ');
        expect(publicKeyOf(checkSshPublicKey(`${type} ${base64} ${text}`)).comment).toBe(text);
      }),
    );
  });
});
