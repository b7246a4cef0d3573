import type { FirmwareMode } from '../../api/vps/firmware';
import type { VpsOperationKind } from '../../api/vps/operation-conflicts';
import type { Vps } from '../../api/vps/vps';
import type { VpsBackup } from '../../api/vps/backups';
import type { ScenarioName } from '../scenarios';
import { seedSshKeys, seededFingerprint, type MockSshKey } from './ssh-key-seed';

/** One line of the guest's authorized-keys file. */
export interface MockAuthorizedKey {
  id: string;
  keyType: string;
  fingerprint: string;
  comment: string | null;
  /** Option names of an options prefix; forced-command values are never exposed. */
  restrictions: string[];
}

/** Why the guest cannot be inspected even while it runs, if anything. */
export type GuestAccessBlocker =
  'guest_exec_disabled' | 'guest_agent_unavailable' | 'unsupported_guest';

export interface MockVps {
  id: string;
  name: string;
  hostname: string;
  status: Vps['status'];
  region: string;
  cpuCores: number;
  memoryGb: number;
  storageGb: number;
  ipv4: string[];
  ipv6: string[];
  osName: string | null;
  createdAt: string;
  /** The power or rebuild job running on this server, if any, and what kind it is. */
  activeJobId: string | null;
  activeOperation: VpsOperationKind | null;
  firmwareMode: FirmwareMode;
  /** Storage pool holding the EFI and TPM volumes; a firmware change may name another. */
  firmwareStorage: string;
  guestAccessBlocker: GuestAccessBlocker | null;
  loginUser: string;
  authorizedKeys: MockAuthorizedKey[];
  /** Account keys assigned to this server when it was ordered or last rebuilt. */
  savedKeyIds: string[];
  /** When set, restoring this server's backups to a Cloud VM is refused with this explanation. */
  cloudVmBlocker: string | null;
  /** Made by restoring a backup into a new pay-as-you-go Cloud VM. */
  payg?: boolean;
  foreign?: boolean;
}

export interface MockBackup {
  id: string;
  vpsId: string;
  createdAt: string;
  sizeGb: number;
  kind: VpsBackup['kind'];
  /** The firmware the server had when the backup was taken. */
  firmwareMode: FirmwareMode;
  /** A restore-to-new-VM job reading this backup, if any. */
  restoreJobId: string | null;
}

export interface VpsData {
  servers: MockVps[];
  backups: MockBackup[];
  sshKeys: MockSshKey[];
}

function server(partial: Partial<MockVps> & Pick<MockVps, 'id' | 'name'>): MockVps {
  return {
    hostname: `${partial.name}.cloud.example.net`,
    status: 'running',
    region: 'se-sto-1',
    cpuCores: 2,
    memoryGb: 4,
    storageGb: 80,
    ipv4: ['192.0.2.10'],
    ipv6: ['2001:db8::10'],
    osName: 'Ubuntu 24.04 LTS',
    createdAt: '2025-03-02T10:15:00.000Z',
    activeJobId: null,
    activeOperation: null,
    firmwareMode: 'incus',
    firmwareStorage: 'default',
    guestAccessBlocker: null,
    loginUser: 'root',
    authorizedKeys: [],
    savedKeyIds: [],
    cloudVmBlocker: null,
    ...partial,
  };
}

/** An authorized-keys line for one of the seeded account keys. */
export function entryForSavedKey(
  entryId: string,
  key: MockSshKey,
  restrictions: string[] = [],
): MockAuthorizedKey {
  return {
    id: entryId,
    keyType: key.keyType,
    fingerprint: key.fingerprint ?? seededFingerprint(key.name),
    comment: key.name,
    restrictions,
  };
}

function backup(
  partial: Omit<MockBackup, 'restoreJobId' | 'firmwareMode'> & Partial<MockBackup>,
): MockBackup {
  return { firmwareMode: 'incus', restoreJobId: null, ...partial };
}

/** Enough saved keys that the SSH key list needs paging. */
const SSH_KEY_COUNT = 45;

export function seedVps(scenario: ScenarioName): VpsData {
  if (scenario === 'empty-account') return { servers: [], backups: [], sshKeys: [] };
  const sshKeys = seedSshKeys(SSH_KEY_COUNT);
  const saved = (id: string): MockSshKey => {
    const found = sshKeys.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`seed refers to missing SSH key ${id}`);
    return found;
  };
  return {
    sshKeys,
    servers: [
      server({
        id: 'vps_web01',
        name: 'web-01',
        cpuCores: 4,
        memoryGb: 8,
        storageGb: 160,
        ipv4: ['192.0.2.11'],
        ipv6: ['2001:db8::11'],
        loginUser: 'ubuntu',
        savedKeyIds: ['ssh_anna01', 'ssh_deploy02', 'ssh_old04'],
        authorizedKeys: [
          entryForSavedKey('ak_web01_1', saved('ssh_anna01')),
          entryForSavedKey('ak_web01_2', saved('ssh_deploy02'), [
            'from="198.51.100.0/24"',
            'no-pty',
            'no-port-forwarding',
            'command',
          ]),
          // Added by hand inside the guest: no saved key matches it.
          {
            id: 'ak_web01_3',
            keyType: 'rsa',
            fingerprint: seededFingerprint('root@web-01'),
            comment: 'root@web-01',
            restrictions: [],
          },
        ],
      }),
      server({
        id: 'vps_db02',
        name: 'db-02',
        cpuCores: 8,
        memoryGb: 32,
        storageGb: 400,
        ipv4: ['192.0.2.12'],
        ipv6: ['2001:db8::12'],
        osName: 'Debian 12',
        savedKeyIds: ['ssh_yubi03'],
        authorizedKeys: [entryForSavedKey('ak_db02_1', saved('ssh_yubi03'))],
        cloudVmBlocker:
          'Cloud VM is not enabled yet for the billing profile db-02 belongs to, so its backups cannot become pay-as-you-go servers. Ask support to enable Cloud VM for this account, then try again.',
      }),
      server({
        id: 'vps_build03',
        name: 'build-03',
        status: 'stopped',
        ipv4: ['192.0.2.13'],
        ipv6: [],
        region: 'se-got-1',
        loginUser: 'ubuntu',
        savedKeyIds: ['ssh_anna01'],
        authorizedKeys: [entryForSavedKey('ak_build03_1', saved('ssh_anna01'))],
      }),
      server({
        id: 'vps_legacy04',
        name: 'legacy-04',
        cpuCores: 1,
        memoryGb: 2,
        storageGb: 40,
        ipv4: ['192.0.2.14'],
        ipv6: [],
        osName: 'CentOS 7',
        firmwareMode: 'legacy',
        guestAccessBlocker: 'guest_agent_unavailable',
        savedKeyIds: ['ssh_legacy05'],
        authorizedKeys: [entryForSavedKey('ak_legacy04_1', saved('ssh_legacy05'))],
      }),
      server({ id: 'vps_foreign99', name: 'not-yours', foreign: true }),
    ],
    backups: [
      backup({
        id: 'bkp_web01_0503',
        vpsId: 'vps_web01',
        createdAt: '2026-05-03T02:00:00.000Z',
        sizeGb: 42.5,
        kind: 'automatic',
      }),
      backup({
        id: 'bkp_web01_0502',
        vpsId: 'vps_web01',
        createdAt: '2026-05-02T02:00:00.000Z',
        sizeGb: 41.8,
        kind: 'automatic',
      }),
      backup({
        id: 'bkp_web01_manual',
        vpsId: 'vps_web01',
        createdAt: '2026-04-20T14:32:00.000Z',
        sizeGb: 39,
        kind: 'manual',
      }),
      backup({
        id: 'bkp_db02_0503',
        vpsId: 'vps_db02',
        createdAt: '2026-05-03T03:00:00.000Z',
        sizeGb: 210.3,
        kind: 'automatic',
      }),
      backup({
        id: 'bkp_db02_manual',
        vpsId: 'vps_db02',
        createdAt: '2026-04-11T09:00:00.000Z',
        sizeGb: 198,
        kind: 'manual',
      }),
      // Taken before the disk was shrunk, so it is larger than the server's storage now.
      backup({
        id: 'bkp_build03_manual',
        vpsId: 'vps_build03',
        createdAt: '2026-03-30T18:05:00.000Z',
        sizeGb: 95.5,
        kind: 'manual',
      }),
      backup({
        id: 'bkp_legacy04_0503',
        vpsId: 'vps_legacy04',
        createdAt: '2026-05-03T04:00:00.000Z',
        sizeGb: 22,
        kind: 'automatic',
        firmwareMode: 'legacy',
      }),
      backup({
        id: 'bkp_foreign99_0503',
        vpsId: 'vps_foreign99',
        createdAt: '2026-05-03T04:00:00.000Z',
        sizeGb: 10,
        kind: 'automatic',
      }),
    ],
  };
}
