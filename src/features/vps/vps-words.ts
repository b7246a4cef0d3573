import { defineMessages } from '../../i18n/messages';

/** The panel's words for the VPS codes the server sends with a closed gate. */
export const vpsWords = defineMessages({
  en: {
    vps_not_ready: 'The server is still being set up.',
    vm_not_running: 'The server is not running.',
    vm_running: 'Shut the server down first; the new firmware mode applies at its next start.',
    operation_in_progress: 'Another change to this server is still running.',
    automatic_backup: 'Automatic backups are removed by the retention schedule.',
    backup_in_use: 'A new server is being created from this backup.',
    legacy_firmware_backup:
      'This backup is of a BIOS (legacy) server, and Cloud VMs start with UEFI only.',
  },
  sv: {
    vps_not_ready: 'Servern installeras fortfarande.',
    vm_not_running: 'Servern är inte igång.',
    vm_running: 'Stäng av servern först; det nya firmwareläget gäller från nästa start.',
    operation_in_progress: 'En annan ändring av servern pågår fortfarande.',
    automatic_backup: 'Automatiska säkerhetskopior tas bort enligt schemat för lagringstid.',
    backup_in_use: 'En ny server skapas från den här säkerhetskopian.',
    legacy_firmware_backup:
      'Säkerhetskopian kommer från en BIOS-server (äldre), och Cloud VM startar bara med UEFI.',
  },
});

/** The codes the spec lists for VPS gates and SSH access. */
export const vpsSpecCodes = ['vps_not_ready', 'vm_not_running'] as const;
