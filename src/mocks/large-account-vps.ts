import { LARGE_ACCOUNT, numbered, spreadDate, topUp } from './large-account';
import { seedVps, type MockVps, type VpsData } from './vps/data';
import { seedSshKeys } from './vps/ssh-key-seed';

const regions = ['se-sto-1', 'se-got-1', 'se-mmo-1'];
const sizes = [
  { cpuCores: 1, memoryGb: 2, storageGb: 40 },
  { cpuCores: 2, memoryGb: 4, storageGb: 80 },
  { cpuCores: 4, memoryGb: 8, storageGb: 160 },
];

function generatedServer(template: MockVps, number: number): MockVps {
  const name = `app-${numbered(number, 3)}`;
  return {
    ...template,
    ...(sizes[number % sizes.length] ?? {}),
    id: `vps_large${numbered(number, 3)}`,
    name,
    hostname: `${name}.cloud.example.net`,
    status: number % 17 === 0 ? 'stopped' : 'running',
    region: regions[number % regions.length] ?? 'se-sto-1',
    ipv4: [`198.18.${Math.floor(number / 250)}.${(number % 250) + 1}`],
    ipv6: [`2001:db8:1000::${number.toString(16)}`],
    createdAt: spreadDate(2025, number, '10:15:00'),
    activeJobId: null,
    activeOperation: null,
    authorizedKeys: [],
    savedKeyIds: [],
    cloudVmBlocker: null,
    foreign: false,
  };
}

/** The default servers and backups, generated servers up to 300, and 300 account SSH keys. */
export function largeAccountVps(): VpsData {
  const seeded = seedVps('default');
  const template = seeded.servers.find(
    (server) =>
      !server.foreign && server.status === 'running' && server.guestAccessBlocker === null,
  );
  if (!template)
    throw new Error('the default seed has no running server to model generated ones on');
  return {
    ...seeded,
    sshKeys: seedSshKeys(LARGE_ACCOUNT.sshKeys),
    servers: topUp(seeded.servers, LARGE_ACCOUNT.servers, (number) =>
      generatedServer(template, number),
    ),
  };
}
