import { decodeBase64, fieldText, readSshFields } from './ssh-public-key-blob';
import { looksLikePrivateKey } from './ssh-public-key-private';

/** The key types shared hosting imports (spec: RSA, Ed25519, ECDSA, DSA and the sk- variants). */
export const sshPublicKeyTypes = [
  'ssh-rsa',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'ssh-dss',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const;
export type SshPublicKeyType = (typeof sshPublicKeyTypes)[number];

/** Longer than any real single-line public key (a 16384-bit RSA key is about 2,800 characters). */
export const SSH_PUBLIC_KEY_MAX_LENGTH = 8192;

/** Why a paste is not an importable public key; screens and the mock word each one. */
export const sshPublicKeyProblems = [
  'empty',
  'too_long',
  'multiple_lines',
  'other_format',
  'missing_type',
  'unsupported_type',
  'missing_key_data',
  'not_base64',
  'type_mismatch',
  'malformed_key_data',
] as const;
export type SshPublicKeyProblem = (typeof sshPublicKeyProblems)[number];

export interface SshPublicKey {
  type: SshPublicKeyType;
  /** The decoded key blob (what the fingerprint is taken of). */
  blob: Uint8Array<ArrayBuffer>;
  base64: string;
  comment: string | null;
}

export type SshPublicKeyCheck =
  | { kind: 'public_key'; key: SshPublicKey }
  | { kind: 'private_key' }
  | { kind: 'invalid'; problem: SshPublicKeyProblem };

const ED25519_KEY_BYTES = 32;
// Uncompressed points (0x04 || X || Y) for each NIST curve.
const POINT_BYTES = { nistp256: 65, nistp384: 97, nistp521: 133 } as const;

const isPoint = (field: Uint8Array | undefined, curve: keyof typeof POINT_BYTES) =>
  field !== undefined && field.length === POINT_BYTES[curve] && field[0] === 0x04;
const isFilled = (field: Uint8Array | undefined) => field !== undefined && field.length > 0;

function ecdsaLayout(curve: keyof typeof POINT_BYTES, hardwareBacked: boolean) {
  return (fields: Uint8Array[]) =>
    fields.length === (hardwareBacked ? 4 : 3) &&
    fieldText(fields[1]) === curve &&
    isPoint(fields[2], curve) &&
    (!hardwareBacked || isFilled(fields[3]));
}

/** The fields after the type name, per RFC 4253, RFC 5656, RFC 8709 and OpenSSH's PROTOCOL.u2f. */
const layouts: Record<SshPublicKeyType, (fields: Uint8Array[]) => boolean> = {
  'ssh-rsa': (fields) => fields.length === 3 && isFilled(fields[1]) && isFilled(fields[2]),
  'ssh-dss': (fields) => fields.length === 5 && fields.slice(1).every(isFilled),
  'ssh-ed25519': (fields) => fields.length === 2 && fields[1]?.length === ED25519_KEY_BYTES,
  'ecdsa-sha2-nistp256': ecdsaLayout('nistp256', false),
  'ecdsa-sha2-nistp384': ecdsaLayout('nistp384', false),
  'ecdsa-sha2-nistp521': ecdsaLayout('nistp521', false),
  'sk-ssh-ed25519@openssh.com': (fields) =>
    fields.length === 3 && fields[1]?.length === ED25519_KEY_BYTES && isFilled(fields[2]),
  'sk-ecdsa-sha2-nistp256@openssh.com': ecdsaLayout('nistp256', true),
};

export function isSshPublicKeyType(value: string): value is SshPublicKeyType {
  return (sshPublicKeyTypes as readonly string[]).includes(value);
}

const SSH2_OR_PEM_PUBLIC = /-{4,5}\s*BEGIN (SSH2 |RSA )?PUBLIC KEY\s*-{4,5}/i;

const invalid = (problem: SshPublicKeyProblem): SshPublicKeyCheck => ({ kind: 'invalid', problem });

/** The type named inside a blob, when the text is a bare base64 blob of a known type. */
function blobTypeName(base64: string): string | null {
  const blob = decodeBase64(base64);
  const fields = blob && readSshFields(blob);
  return fields ? fieldText(fields[0]) : null;
}

function checkLine(line: string): SshPublicKeyCheck {
  const [type = '', base64, ...commentWords] = line.split(/[ \t]+/);
  if (!isSshPublicKeyType(type)) {
    const named = blobTypeName(type);
    return invalid(
      named !== null && isSshPublicKeyType(named) ? 'missing_type' : 'unsupported_type',
    );
  }
  if (base64 === undefined) return invalid('missing_key_data');
  const blob = decodeBase64(base64);
  if (!blob) return invalid('not_base64');
  const fields = readSshFields(blob);
  if (!fields) return invalid('malformed_key_data');
  if (fieldText(fields[0]) !== type) return invalid('type_mismatch');
  if (!layouts[type](fields)) return invalid('malformed_key_data');
  const comment = commentWords.join(' ');
  return {
    kind: 'public_key',
    key: { type, blob, base64, comment: comment === '' ? null : comment },
  };
}

/**
 * Checks a pasted OpenSSH public key: one line `<type> <base64 blob> [comment]`, whose blob
 * decodes, names the same type first and has that type's fields. Private key material is
 * reported as such (never as merely invalid) so the form can warn and clear it.
 */
export function checkSshPublicKey(input: string): SshPublicKeyCheck {
  if (looksLikePrivateKey(input)) return { kind: 'private_key' };
  const text = input.trim();
  if (text === '') return invalid('empty');
  if (text.length > SSH_PUBLIC_KEY_MAX_LENGTH) return invalid('too_long');
  if (SSH2_OR_PEM_PUBLIC.test(text)) return invalid('other_format');
  if (/[\r\n]/.test(text)) return invalid('multiple_lines');
  return checkLine(text);
}
