import type { Vps } from '../../api/vps';
import type { ScenarioName } from '../scenarios';

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
  /** The power, rebuild or firmware job running on this server, if any. */
  activeJobId: string | null;
  foreign?: boolean;
}

export interface VpsData {
  servers: MockVps[];
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
    ...partial,
  };
}

export function seedVps(scenario: ScenarioName): VpsData {
  if (scenario === 'empty-account') return { servers: [] };
  return {
    servers: [
      server({ id: 'vps_web01', name: 'web-01', cpuCores: 4, memoryGb: 8, storageGb: 160, ipv4: ['192.0.2.11'], ipv6: ['2001:db8::11'] }),
      server({ id: 'vps_db02', name: 'db-02', cpuCores: 8, memoryGb: 32, storageGb: 400, ipv4: ['192.0.2.12'], ipv6: ['2001:db8::12'], osName: 'Debian 12' }),
      server({ id: 'vps_build03', name: 'build-03', status: 'stopped', ipv4: ['192.0.2.13'], ipv6: [], region: 'se-got-1' }),
      server({ id: 'vps_legacy04', name: 'legacy-04', cpuCores: 1, memoryGb: 2, storageGb: 40, ipv4: ['192.0.2.14'], ipv6: [], osName: 'CentOS 7' }),
      server({ id: 'vps_foreign99', name: 'not-yours', foreign: true }),
    ],
  };
}
