import type { SshPublicKeyProblem } from '../../api/ssh-keys/ssh-public-key';

/** The server's wording for each refusal of a pasted key (the panel words them itself). */
export const sshKeyProblemDetails: Record<SshPublicKeyProblem | 'private_key', string> = {
  private_key:
    'This is a private key. It was discarded and not stored; send only the public key (the .pub file).',
  empty: 'Paste a public key.',
  too_long: 'This is far longer than any OpenSSH public key.',
  multiple_lines: 'A public key is a single line; send one key at a time.',
  other_format:
    'This public key is in SSH2 or PEM format; convert it to OpenSSH format first (ssh-keygen -i -f <file>).',
  missing_type: 'The key type (such as ssh-ed25519) is missing in front of the key data.',
  unsupported_type: 'Use an RSA, Ed25519, ECDSA, DSA or security-key (sk-) OpenSSH public key.',
  missing_key_data: 'The key data after the key type is missing.',
  not_base64: 'The key data is not valid base64.',
  type_mismatch: 'The key data is of a different type than the line says.',
  malformed_key_data: 'The key data is damaged or incomplete.',
};
