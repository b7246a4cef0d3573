import type { HostingAccount } from '../../api/hosting/hosting';
import type { ScenarioName } from '../scenarios';
import {
  seedDatabaseBackups,
  type MockDatabaseBackup,
  type MockDatabaseRestore,
} from './database-backup-data';
import { seedEmailAccounts, type MockEmailAccount } from './email-data';
import { seedHostingSshKeys, type MockHostingSshKey } from './ssh-key-data';

export interface MockHostingAccount extends HostingAccount {
  foreign?: boolean;
  /** The cPanel server's own name: mail clients and webmail use it, and its certificate is valid. */
  serverHostname: string;
}

export interface HostingData {
  accounts: MockHostingAccount[];
  sshKeys: MockHostingSshKey[];
  emailAccounts: MockEmailAccount[];
  databaseBackups: MockDatabaseBackup[];
  restores: MockDatabaseRestore[];
}

export function seedHosting(scenario: ScenarioName): HostingData {
  if (scenario === 'empty-account')
    return { accounts: [], sshKeys: [], emailAccounts: [], databaseBackups: [], restores: [] };
  return {
    accounts: [
      {
        id: 'acct_aurora01',
        name: 'aurora-bakery',
        primaryDomain: 'aurora-bakery.se',
        plan: 'Business',
        status: 'active',
        platform: 'cpanel',
        serverHostname: 'cp12.webhost-panel.example',
        domains: [
          { name: 'aurora-bakery.se', kind: 'main' },
          { name: 'kaffekoppen.se', kind: 'addon' },
          { name: 'aurora-bakery.com', kind: 'parked' },
          { name: 'shop.aurora-bakery.se', kind: 'sub' },
          { name: 'malmö-cykel.se', kind: 'addon' },
        ],
      },
      {
        id: 'acct_paused02',
        name: 'fjallstugan',
        primaryDomain: 'fjallstugan.nu',
        plan: 'Starter',
        status: 'suspended',
        platform: 'cpanel',
        serverHostname: 'cp07.webhost-panel.example',
        domains: [{ name: 'fjallstugan.nu', kind: 'main' }],
      },
      {
        id: 'acct_legacy03',
        name: 'gammal-butik',
        primaryDomain: 'gammal-butik.se',
        plan: 'Classic',
        status: 'active',
        platform: 'legacy',
        serverHostname: 'web3.legacy-host.example',
        domains: [{ name: 'gammal-butik.se', kind: 'main' }],
      },
      {
        id: 'acct_foreign99',
        name: 'not-yours',
        primaryDomain: 'someone-else.example',
        plan: 'Starter',
        status: 'active',
        platform: 'cpanel',
        serverHostname: 'cp99.webhost-panel.example',
        domains: [{ name: 'someone-else.example', kind: 'main' }],
        foreign: true,
      },
    ],
    sshKeys: seedHostingSshKeys(),
    emailAccounts: seedEmailAccounts(scenario),
    databaseBackups: seedDatabaseBackups(scenario),
    restores: [],
  };
}
