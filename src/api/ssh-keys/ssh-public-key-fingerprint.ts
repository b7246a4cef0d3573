import { encodeBase64 } from './ssh-public-key-blob';

/**
 * The fingerprint `ssh-keygen -lf` prints: SHA-256 of the decoded key blob, base64 without its
 * `=` padding, prefixed `SHA256:`. The server computes the same, so the two can be compared.
 */
export async function sshKeyFingerprint(blob: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', blob);
  return `SHA256:${encodeBase64(new Uint8Array(digest)).replace(/=+$/, '')}`;
}
