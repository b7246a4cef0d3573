import type { OsTemplate } from '../../api/vps/rebuild';
import type { FirmwareMode } from '../../api/vps/firmware';

interface MockTemplate extends OsTemplate {
  /** Images that only boot with UEFI, Secure Boot and TPM 2.0. */
  needsIncus?: boolean;
  loginUser: string;
}

const catalog: readonly MockTemplate[] = [
  {
    id: 'os_ubuntu2404',
    name: 'Ubuntu 24.04 LTS',
    family: 'ubuntu',
    version: '24.04',
    loginUser: 'ubuntu',
  },
  {
    id: 'os_ubuntu2204',
    name: 'Ubuntu 22.04 LTS',
    family: 'ubuntu',
    version: '22.04',
    loginUser: 'ubuntu',
  },
  { id: 'os_debian13', name: 'Debian 13', family: 'debian', version: '13', loginUser: 'root' },
  { id: 'os_debian12', name: 'Debian 12', family: 'debian', version: '12', loginUser: 'root' },
  { id: 'os_rocky9', name: 'Rocky Linux 9', family: 'rocky', version: '9', loginUser: 'root' },
  { id: 'os_alma9', name: 'AlmaLinux 9', family: 'almalinux', version: '9', loginUser: 'root' },
  {
    id: 'os_win2025',
    name: 'Windows Server 2025',
    family: 'windows',
    version: '2025',
    needsIncus: true,
    loginUser: 'Administrator',
  },
];

/** What a server can be rebuilt with: legacy (BIOS) servers cannot boot UEFI-only images. */
export function templatesFor(firmwareMode: FirmwareMode): MockTemplate[] {
  return catalog.filter((template) => firmwareMode === 'incus' || !template.needsIncus);
}

export function presentTemplate(template: MockTemplate): OsTemplate {
  return {
    id: template.id,
    name: template.name,
    family: template.family,
    version: template.version,
  };
}
