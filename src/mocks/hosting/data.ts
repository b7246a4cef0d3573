import type { HostingAccount } from '../../api/hosting';
import type { ScenarioName } from '../scenarios';

export interface MockHostingAccount extends HostingAccount {
  foreign?: boolean;
}

export interface HostingData {
  accounts: MockHostingAccount[];
}

export function seedHosting(scenario: ScenarioName): HostingData {
  if (scenario === 'empty-account') return { accounts: [] };
  return {
    accounts: [
      {
        id: 'acct_aurora01', name: 'aurora-bakery', primaryDomain: 'aurora-bakery.se', plan: 'Business', status: 'active', platform: 'cpanel',
        domains: [
          { name: 'aurora-bakery.se', kind: 'main' },
          { name: 'kaffekoppen.se', kind: 'addon' },
          { name: 'aurora-bakery.com', kind: 'parked' },
          { name: 'shop.aurora-bakery.se', kind: 'sub' },
          { name: 'malmö-cykel.se', kind: 'addon' },
        ],
      },
      { id: 'acct_paused02', name: 'fjallstugan', primaryDomain: 'fjallstugan.nu', plan: 'Starter', status: 'suspended', platform: 'cpanel', domains: [{ name: 'fjallstugan.nu', kind: 'main' }] },
      { id: 'acct_legacy03', name: 'gammal-butik', primaryDomain: 'gammal-butik.se', plan: 'Classic', status: 'active', platform: 'legacy', domains: [{ name: 'gammal-butik.se', kind: 'main' }] },
      { id: 'acct_foreign99', name: 'not-yours', primaryDomain: 'someone-else.example', plan: 'Starter', status: 'active', platform: 'cpanel', domains: [], foreign: true },
    ],
  };
}
