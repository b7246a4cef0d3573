import type { Domain, PendingRenewalOrder } from '../../api/domains';
import type { ScenarioName } from '../scenarios';

export interface MockDomain {
  id: string;
  name: string;
  unicodeName: string;
  status: Domain['status'];
  expiresAt: string | null;
  autoRenew: boolean;
  registryLock: boolean;
  dnsZoneId: string | null;
  cdnZoneId: string | null;
  pendingRenewalOrder: PendingRenewalOrder | null;
  /** Owned by another account: never listed, and 404 when addressed. */
  foreign?: boolean;
}

export interface DomainsData {
  domains: MockDomain[];
}

function domain(partial: Partial<MockDomain> & Pick<MockDomain, 'id' | 'name'>): MockDomain {
  return {
    unicodeName: partial.name,
    status: 'active',
    expiresAt: '2027-06-30T00:00:00.000Z',
    autoRenew: true,
    registryLock: false,
    dnsZoneId: null,
    cdnZoneId: null,
    pendingRenewalOrder: null,
    ...partial,
  };
}

export function seedDomains(scenario: ScenarioName): DomainsData {
  if (scenario === 'empty-account') return { domains: [] };
  return {
    domains: [
      domain({
        id: 'dom_aurora01', name: 'aurora-bakery.se', expiresAt: '2026-12-14T00:00:00.000Z',
        dnsZoneId: 'zone_aurora01', cdnZoneId: 'cdn_aurora01',
        pendingRenewalOrder: { id: 'ord_renew01', createdAt: '2026-11-14T09:12:00.000Z', period: 1, amount: 189, currencyCode: 'SEK', invoiceId: 'inv_renew01' },
      }),
      domain({ id: 'dom_nordic02', name: 'nordicfjord.com', registryLock: true, dnsZoneId: 'zone_nordic02', cdnZoneId: 'cdn_nordic02', expiresAt: '2027-09-02T00:00:00.000Z' }),
      domain({ id: 'dom_kaffe03', name: 'kaffekoppen.se', dnsZoneId: 'zone_kaffe03', expiresAt: '2027-02-19T00:00:00.000Z' }),
      domain({ id: 'dom_malmo04', name: 'xn--malm-cykel-hcb.se', unicodeName: 'malmö-cykel.se', dnsZoneId: 'zone_malmo04', expiresAt: '2027-04-08T00:00:00.000Z' }),
      domain({ id: 'dom_studio05', name: 'studio-lindqvist.net', status: 'pending', expiresAt: null }),
      domain({ id: 'dom_gammal06', name: 'gammal-butik.se', status: 'expired', autoRenew: false, expiresAt: '2026-10-01T00:00:00.000Z' }),
      domain({ id: 'dom_granit07', name: 'granit-it.se', dnsZoneId: 'zone_granit07', cdnZoneId: 'cdn_granit07', expiresAt: '2028-01-11T00:00:00.000Z' }),
      domain({ id: 'dom_fjall08', name: 'fjallstugan.nu', dnsZoneId: 'zone_fjall08', expiresAt: '2027-07-23T00:00:00.000Z' }),
      domain({ id: 'dom_foreign99', name: 'someone-else.example', foreign: true }),
    ],
  };
}
