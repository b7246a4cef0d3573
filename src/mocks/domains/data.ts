import type { Domain, PendingRenewalOrder } from '../../api/domains/domains';
import type { DsRecord, KeyRecord } from '../../api/domains/dnssec';
import type { ScenarioName } from '../scenarios';

/** The service's managed pair, as `managedNameservers` reports it. */
export const MANAGED_NAMESERVERS = ['ns1.panel-dns.example', 'ns2.panel-dns.example'] as const;

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
  nameservers: string[];
  /** Glue aligned with `nameservers`; empty where none is needed. */
  nsips: string[];
  dsRecords: DsRecord[];
  keyRecords: KeyRecord[];
  /** The switch to managed nameservers that is (or was last) running. */
  nameserverJobId: string | null;
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
    nameservers: [...MANAGED_NAMESERVERS],
    nsips: ['', ''],
    dsRecords: [],
    keyRecords: [],
    nameserverJobId: null,
    ...partial,
  };
}

const ds = (
  id: string,
  keyTag: number,
  algorithm: number,
  digestType: number,
  digest: string,
): DsRecord => ({ id, keyTag, algorithm, digestType, digest });
const key = (id: string, flags: number, algorithm: number, publicKey: string): KeyRecord => ({
  id,
  flags,
  protocol: 3,
  algorithm,
  publicKey,
});

export function seedDomains(scenario: ScenarioName): DomainsData {
  if (scenario === 'empty-account') return { domains: [] };
  const domains = [
    domain({
      id: 'dom_aurora01',
      name: 'aurora-bakery.se',
      expiresAt: '2026-12-14T00:00:00.000Z',
      dnsZoneId: 'zone_aurora01',
      cdnZoneId: 'cdn_aurora01',
      pendingRenewalOrder: {
        id: 'ord_renew01',
        createdAt: '2026-11-14T09:12:00.000Z',
        period: 1,
        amount: 189,
        currencyCode: 'SEK',
        invoiceId: 'inv_renew01',
      },
      dsRecords: [
        ds(
          'dsr_aurora01',
          2371,
          13,
          2,
          '3C1BCB4D510CD037C892DBA498AB8A4946D1C9BC584317095D12E93ED0A78F45',
        ),
      ],
      keyRecords: [
        key(
          'dsr_aurora02',
          257,
          13,
          'BoCfAYfkH58YgUIu0tHoGp1Cg4wMefRBI+Ko9KtIBAsvMPop0cmW+tIkcP3peT67Zt/mXbfZVaB91xOPsHooXg==',
        ),
      ],
    }),
    domain({
      id: 'dom_nordic02',
      name: 'nordicfjord.com',
      registryLock: true,
      dnsZoneId: 'zone_nordic02',
      cdnZoneId: 'cdn_nordic02',
      expiresAt: '2027-09-02T00:00:00.000Z',
      dsRecords: [
        ds(
          'dsr_nordic01',
          40112,
          8,
          2,
          '6639F702A532AABD1FCBAC29CC26BF9CFE227B0CBB740D34A9E7517B1313A484',
        ),
        ds('dsr_nordic02', 40112, 8, 1, 'A0BFC35572AAA7E3D401226B8BFD467DFBE3ADBF'),
      ],
      keyRecords: [
        key(
          'dsr_nordic03',
          257,
          8,
          'AwEAAcN0nP0Rf2bq5vQ2Jw1mY8dTqk3ZxHf7Lr9sVgE4oWuB6aKiPzX1yMcJtD0eSnGhU5lR3vQ8wYbF2kA7jC9xE=',
        ),
        key(
          'dsr_nordic04',
          256,
          8,
          'AwEAAbZ5rT8kLp2Qv7mN4xW1yH6cJ3dF9gS0aE5uB8iK2oR7tV1nM4zX6wQ3lP9sD2fG5hJ8kL1mN4bV7cX0zA=',
        ),
      ],
    }),
    domain({
      id: 'dom_kaffe03',
      name: 'kaffekoppen.se',
      dnsZoneId: 'zone_kaffe03',
      expiresAt: '2027-02-19T00:00:00.000Z',
      nameservers: ['ns1.kaffekoppen.se', 'ns2.kaffekoppen.se', 'ns3.hosting-partner.example'],
      nsips: ['192.0.2.53', '2001:db8:53::2', ''],
    }),
    domain({
      id: 'dom_malmo04',
      name: 'xn--malm-cykel-hcb.se',
      unicodeName: 'malmö-cykel.se',
      dnsZoneId: 'zone_malmo04',
      expiresAt: '2027-04-08T00:00:00.000Z',
      dsRecords: [
        ds(
          'dsr_malmo01',
          61053,
          15,
          4,
          'A0CC8C47EB638BB3D1AAFDEE8B449733254D68B2B784560BA460D36483D73F383115FE8E9E40A3FB9235D99CF78C0C7B',
        ),
      ],
      keyRecords: [key('dsr_malmo02', 257, 15, 'k/nHRZaf9LZpvccjmMRYurppvB5APfY40Ess2KFV65c=')],
    }),
    domain({
      id: 'dom_studio05',
      name: 'studio-lindqvist.net',
      status: 'pending',
      expiresAt: null,
      nameservers: ['dns1.registrar-parking.example', 'dns2.registrar-parking.example'],
    }),
    domain({
      id: 'dom_gammal06',
      name: 'gammal-butik.se',
      status: 'expired',
      autoRenew: false,
      expiresAt: '2026-10-01T00:00:00.000Z',
      dsRecords: [
        ds(
          'dsr_gammal01',
          18002,
          5,
          2,
          '7326A5E9179B535D3AEB8201E0F1E184C4A8754EEC2FA8DAFE4028C66206D2A9',
        ),
      ],
    }),
    domain({
      id: 'dom_granit07',
      name: 'granit-it.se',
      dnsZoneId: 'zone_granit07',
      cdnZoneId: 'cdn_granit07',
      expiresAt: '2028-01-11T00:00:00.000Z',
      nameservers: [
        'a.ns.cloud-dns.example',
        'b.ns.cloud-dns.example',
        'c.ns.cloud-dns.example',
        'd.ns.cloud-dns.example',
      ],
      nsips: ['', '', '', ''],
    }),
    domain({
      id: 'dom_fjall08',
      name: 'fjallstugan.nu',
      dnsZoneId: 'zone_fjall08',
      expiresAt: '2027-07-23T00:00:00.000Z',
    }),
    domain({
      id: 'dom_foreign99',
      name: 'someone-else.example',
      foreign: true,
      dsRecords: [ds('dsr_foreign01', 999, 13, 2, '00'.repeat(32))],
    }),
  ];
  return { domains };
}
