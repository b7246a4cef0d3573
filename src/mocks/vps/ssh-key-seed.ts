import type { AccountSshKey } from '../../api/ssh-keys/ssh-keys';

export interface MockSshKey {
  id: string;
  name: string;
  publicKey: string;
  fingerprint: string | null;
  keyType: AccountSshKey['keyType'];
  createdAt: string | null;
  lastUsedAt: string | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Deterministic filler that looks like key material, so seeds never change between runs. */
function pseudoBase64(seed: string, length: number): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  let text = '';
  for (let index = 0; index < length; index += 1) {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) ^ index;
    text += BASE64[(hash >>> 7) % 64];
  }
  return text;
}

const keyPrefixes: Record<string, string> = {
  ed25519: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI',
  rsa: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ',
  ecdsa: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB',
  dsa: 'ssh-dss AAAAB3NzaC1kc3MAAACBA',
  unknown: 'x509v3-sign-rsa AAAAB3gyZXh0ZW5zaW9u',
};

/** A fingerprint in OpenSSH's `SHA256:` form for a seeded key name. */
export function seededFingerprint(name: string): string {
  return `SHA256:${pseudoBase64(`fp:${name}`, 43)}`;
}

function key(
  id: string,
  name: string,
  keyType: MockSshKey['keyType'],
  createdAt: string | null,
  lastUsedAt: string | null,
): MockSshKey {
  return {
    id,
    name,
    keyType,
    publicKey: `${keyPrefixes[keyType] ?? keyPrefixes.unknown}${pseudoBase64(`pk:${name}`, keyType === 'rsa' ? 360 : 48)} ${name}`,
    // Formats the upstream cannot hash come back without a fingerprint.
    fingerprint: keyType === 'unknown' ? null : seededFingerprint(name),
    createdAt,
    lastUsedAt,
  };
}

const cycleTypes = ['ed25519', 'rsa', 'ecdsa'] as const;

/** The named keys servers refer to, then enough team keys that the inventory spans pages. */
export function seedSshKeys(count: number): MockSshKey[] {
  const named = [
    key(
      'ssh_anna01',
      'anna@laptop',
      'ed25519',
      '2025-01-08T09:30:00.000Z',
      '2026-05-02T07:41:12.000Z',
    ),
    key(
      'ssh_deploy02',
      'deploy-ci',
      'ed25519',
      '2025-02-14T12:00:00.000Z',
      '2026-05-03T22:10:05.000Z',
    ),
    key(
      'ssh_yubi03',
      'ops-yubikey',
      'ecdsa',
      '2025-03-21T15:45:00.000Z',
      '2026-04-28T11:02:44.000Z',
    ),
    key('ssh_old04', 'old-laptop', 'rsa', '2023-11-02T08:00:00.000Z', null),
    key(
      'ssh_legacy05',
      'legacy-dsa',
      'dsa',
      '2019-06-30T10:00:00.000Z',
      '2024-01-15T16:20:00.000Z',
    ),
    key('ssh_import06', 'imported-x509', 'unknown', null, null),
  ];
  const team = Array.from({ length: Math.max(0, count - named.length) }, (_, offset) => {
    const number = String(offset + 7).padStart(3, '0');
    const day = String((offset % 28) + 1).padStart(2, '0');
    const month = String((offset % 12) + 1).padStart(2, '0');
    return key(
      `ssh_team${number}`,
      `team-key-${number}`,
      cycleTypes[offset % cycleTypes.length] ?? 'ed25519',
      `2025-${month}-${day}T10:00:00.000Z`,
      offset % 3 === 0 ? null : `2026-04-${day}T08:15:00.000Z`,
    );
  });
  return [...named, ...team].slice(0, count);
}
