import { decodeBase64 } from './ssh-public-key-blob';

// OpenSSH, PEM (RSA, DSA, EC), PKCS#8 (plain and encrypted) and ssh.com armour all share this.
const PRIVATE_KEY_ARMOUR = /-{4,5}\s*BEGIN [A-Z0-9 ]*PRIVATE KEY\s*-{4,5}/i;
const PUTTY_KEY_FILE = /PuTTY-User-Key-File-\d+\s*:|^\s*Private-(Lines|MAC)\s*:/im;
// base64 of "openssh-key-v1\0", the first bytes of every OpenSSH private key body.
const OPENSSH_BODY_START = /(^|\s)b3BlbnNzaC1rZXktdjE/;
const BASE64_TEXT = /^[A-Za-z0-9+/=]+$/;

const ASN1_SEQUENCE = 0x30;
const ASN1_INTEGER = 0x02;
const ASN1_OID = 0x06;
// 1.2.840.113549.1.5 (PKCS#5 PBES) and 1.2.840.113549.1.12.1 (PKCS#12 PBE): an encrypted PKCS#8 key.
const PASSWORD_ENCRYPTION_OIDS = [
  [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05],
  [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x01],
];

/** Offset just past a DER tag and its length at `offset`, or null when it is not readable. */
function skipHeader(bytes: Uint8Array, offset: number): number | null {
  const first = bytes[offset + 1];
  if (first === undefined) return null;
  if (first < 0x80) return offset + 2;
  const lengthBytes = first & 0x7f;
  return lengthBytes >= 1 && lengthBytes <= 3 ? offset + 2 + lengthBytes : null;
}

function startsWithBytes(bytes: Uint8Array, offset: number, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * DER private keys begin with a SEQUENCE holding a version INTEGER 0 or 1 (PKCS#1 RSA, DSA, SEC1
 * EC, PKCS#8), or, when encrypted, an algorithm SEQUENCE naming password-based encryption.
 * Public keys (SubjectPublicKeyInfo) have neither, so they are not mistaken for private ones.
 */
function isDerPrivateKey(bytes: Uint8Array): boolean {
  if (bytes[0] !== ASN1_SEQUENCE) return false;
  const inner = skipHeader(bytes, 0);
  if (inner === null) return false;
  if (bytes[inner] === ASN1_INTEGER && bytes[inner + 1] === 0x01) {
    const version = bytes[inner + 2];
    return version === 0x00 || version === 0x01;
  }
  if (bytes[inner] !== ASN1_SEQUENCE) return false;
  const algorithm = skipHeader(bytes, inner);
  if (algorithm === null || bytes[algorithm] !== ASN1_OID) return false;
  return PASSWORD_ENCRYPTION_OIDS.some((oid) => startsWithBytes(bytes, algorithm + 2, oid));
}

const OPENSSH_MAGIC = [...'openssh-key-v1'].map((char) => char.charCodeAt(0)).concat(0);

/** A private key body pasted without its BEGIN/END lines: only base64, starting like one. */
function isHeaderlessPrivateKey(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  if (compact.length < 16 || !BASE64_TEXT.test(compact)) return false;
  const prefix = decodeBase64(
    compact.slice(0, Math.min(64, compact.length - (compact.length % 4))).replace(/=+$/, ''),
  );
  if (!prefix) return false;
  return startsWithBytes(prefix, 0, OPENSSH_MAGIC) || isDerPrivateKey(prefix);
}

/**
 * True when the text is, or contains, private key material: such input is never sent and the
 * form clears it. Errs towards true only on markers no public key can carry.
 */
export function looksLikePrivateKey(text: string): boolean {
  return (
    PRIVATE_KEY_ARMOUR.test(text) ||
    PUTTY_KEY_FILE.test(text) ||
    OPENSSH_BODY_START.test(text) ||
    isHeaderlessPrivateKey(text)
  );
}
