import type { ActionGate } from '../../api/core/common';
import type { AccountSshKey } from '../../api/ssh-keys/ssh-keys';
import type { Vps } from '../../api/vps/vps';
import type { VpsBackup } from '../../api/vps/backups';
import type { VpsFirmware } from '../../api/vps/firmware';
import type { VpsOperationKind } from '../../api/vps/operation-conflicts';
import type { SshAccess } from '../../api/vps/ssh-access';
import { closedGate, openGate } from '../gates';
import { isJobRunning } from '../jobs';
import type { MockState } from '../state';
import { operationConflictGate } from './operation-conflict-gate';
import type { MockBackup, MockVps } from './data';
import type { MockSshKey } from './ssh-key-seed';

export function runningOperation(state: MockState, server: MockVps): VpsOperationKind | null {
  return isJobRunning(state, server.activeJobId) ? server.activeOperation : null;
}

function firmwareGate(server: MockVps): ActionGate {
  if (server.status === 'running' || server.status === 'stopping') {
    return closedGate(
      'vm_running',
      'Shut the server down before changing the firmware mode; it applies at the next start.',
    );
  }
  if (server.status === 'provisioning')
    return closedGate('vps_not_ready', 'The server is still being set up.');
  return openGate;
}

/** The server's gates, from its status and the operation running on it (the same rule the panel uses). */
export function vpsGates(state: MockState, server: MockVps) {
  const running = runningOperation(state, server);
  const notRunning = closedGate('vm_not_running', 'The server is not running.');
  const powered = server.status === 'running';
  return {
    canShutdown: operationConflictGate('shutdown', running) ?? (powered ? openGate : notRunning),
    // A stop may overtake a graceful shutdown that is still stopping the guest.
    canStop:
      operationConflictGate('stop', running) ??
      (powered || server.status === 'stopping' ? openGate : notRunning),
    canRebuild:
      operationConflictGate('rebuild', running) ??
      (server.status === 'provisioning'
        ? closedGate('vps_not_ready', 'The server is still being set up.')
        : openGate),
    canChangeFirmware: operationConflictGate('changeFirmware', running) ?? firmwareGate(server),
  };
}

/** Gates follow the server's state and whatever job is running on it. */
export function presentVps(state: MockState, server: MockVps): Vps {
  return {
    id: server.id,
    name: server.name,
    hostname: server.hostname,
    status: server.status,
    region: server.region,
    cpuCores: server.cpuCores,
    memoryGb: server.memoryGb,
    storageGb: server.storageGb,
    ipv4: server.ipv4,
    ipv6: server.ipv6,
    osName: server.osName,
    createdAt: server.createdAt,
    actions: vpsGates(state, server),
  };
}

export function presentFirmware(state: MockState, server: MockVps): VpsFirmware {
  const status = server.status === 'running' ? 'active' : 'configured';
  const actions = { canChangeMode: vpsGates(state, server).canChangeFirmware };
  const volume = (suffix: string) => `${server.firmwareStorage}/${server.id}-${suffix}`;
  if (server.firmwareMode === 'legacy') {
    return {
      mode: 'legacy',
      summary: 'BIOS without TPM',
      firmware: {
        status,
        bios: 'SeaBIOS',
        machine: 'pc-i440fx',
        mode: 'bios',
        efi: null,
        tpm: null,
        secureBootReady: false,
        tpmReady: false,
        actions,
      },
    };
  }
  return {
    mode: 'incus',
    summary: 'UEFI with Secure Boot and TPM 2.0',
    firmware: {
      status,
      bios: 'OVMF',
      machine: 'q35',
      mode: 'uefi',
      efi: {
        volume: volume('efivars'),
        type: 'OVMF_VARS.ms',
        size: '528KiB',
        preEnrolledKeys: true,
      },
      tpm: { volume: volume('tpm'), size: '64KiB', version: '2.0' },
      secureBootReady: true,
      tpmReady: true,
      actions,
    },
  };
}

const unavailableMessages: Record<NonNullable<SshAccess['unavailableReason']>, string> = {
  vps_not_ready: 'The server is being set up or rebuilt; its keys can be read once it runs.',
  vm_not_running:
    'The server is not running, so its authorized keys cannot be read. Start it to check access.',
  guest_exec_disabled:
    'Command execution through the guest agent is disabled in this server, so its authorized keys cannot be read.',
  guest_agent_unavailable:
    'The guest agent is not answering, so the authorized keys file cannot be verified. Install or start the QEMU guest agent in the server.',
  unsupported_guest: 'This operating system does not support live SSH access checks.',
};

function sshAccessBlocker(server: MockVps): NonNullable<SshAccess['unavailableReason']> | null {
  if (server.status === 'provisioning' || server.status === 'rebuilding') return 'vps_not_ready';
  if (server.status !== 'running') return 'vm_not_running';
  return server.guestAccessBlocker;
}

/** Changes whenever the set of keys in the file changes, like a content hash would. */
function revisionOf(fingerprints: string[]): string {
  let hash = 5381;
  for (const char of fingerprints.join('\n'))
    hash = (Math.imul(hash, 33) ^ char.charCodeAt(0)) >>> 0;
  return `rev_${hash.toString(16).padStart(8, '0')}`;
}

/** Reads the guest's authorized keys, matching them to saved account keys by fingerprint. */
export function presentSshAccess(state: MockState, server: MockVps): SshAccess {
  const reason = sshAccessBlocker(server);
  const accountKey = (fingerprint: string) =>
    state.vps.sshKeys.find((key) => key.fingerprint === fingerprint);
  const entries = reason
    ? []
    : server.authorizedKeys.map((entry) => {
        const saved = accountKey(entry.fingerprint);
        return {
          id: entry.id,
          keyType: entry.keyType,
          fingerprint: entry.fingerprint,
          comment: entry.comment,
          restricted: entry.restrictions.length > 0,
          restrictions: entry.restrictions,
          savedKeyId: saved?.id ?? null,
          savedKeyName: saved?.name ?? null,
        };
      });
  const savedKeys = server.savedKeyIds.flatMap((id) => {
    const key = state.vps.sshKeys.find((candidate) => candidate.id === id);
    if (!key) return [];
    const activeEntryIds = entries
      .filter((entry) => entry.savedKeyId === id)
      .map((entry) => entry.id);
    return [
      {
        id: key.id,
        name: key.name,
        fingerprint: key.fingerprint,
        active: activeEntryIds.length > 0,
        activeEntryIds,
      },
    ];
  });
  return {
    available: reason === null,
    unavailableReason: reason,
    unavailableMessage: reason ? unavailableMessages[reason] : null,
    loginUser: server.loginUser,
    checkedAt: new Date().toISOString(),
    revision: reason ? null : revisionOf(entries.map((entry) => entry.fingerprint)),
    entries,
    savedKeys,
  };
}

export function backupGates(state: MockState, backup: MockBackup, server: MockVps) {
  return {
    canRestore: operationConflictGate('restoreBackup', runningOperation(state, server)) ?? openGate,
    canRestoreToPayg:
      backup.firmwareMode === 'legacy'
        ? closedGate(
            'legacy_firmware_backup',
            'This backup is of a BIOS (legacy) server; Cloud VMs start with UEFI only.',
          )
        : openGate,
    canDelete:
      backup.kind === 'automatic'
        ? closedGate('automatic_backup', 'Automatic backups are removed by the retention schedule.')
        : isJobRunning(state, backup.restoreJobId)
          ? closedGate('backup_in_use', 'A new server is being created from this backup.')
          : openGate,
  };
}

export function presentBackup(state: MockState, backup: MockBackup, server: MockVps): VpsBackup {
  return {
    id: backup.id,
    createdAt: backup.createdAt,
    sizeGb: backup.sizeGb,
    kind: backup.kind,
    actions: backupGates(state, backup, server),
  };
}

export function presentSshKey(state: MockState, key: MockSshKey): AccountSshKey {
  const users = state.vps.servers.filter(
    (server) => !server.foreign && server.savedKeyIds.includes(key.id),
  );
  return {
    ...key,
    actions: {
      canRename: openGate,
      canDelete:
        users.length > 0
          ? closedGate(
              'ssh_key_in_use',
              `Assigned to ${users.map((server) => server.name).join(', ')}; remove it there first.`,
            )
          : openGate,
    },
  };
}
