import type { DnsRecord } from '../../api/dns';
import type { ScenarioName } from '../scenarios';

export interface MockDnsZone {
  id: string;
  name: string;
  domainId: string | null;
  emailForwarding: boolean;
  cdnZoneId: string | null;
  records: DnsRecord[];
  foreign?: boolean;
}

export interface DnsData {
  zones: MockDnsZone[];
}

function records(zone: string, list: Omit<DnsRecord, 'id' | 'proxied'>[], proxiedNames: string[] = []): DnsRecord[] {
  return list.map((record, index) => ({
    id: `drr_${zone}${String(index + 1).padStart(2, '0')}`,
    ttl: 3600,
    ...record,
    proxied: proxiedNames.includes(record.name) && (record.type === 'A' || record.type === 'AAAA' || record.type === 'CNAME'),
  }));
}

function zone(id: string, name: string, domainId: string | null, cdnZoneId: string | null, list: Omit<DnsRecord, 'id' | 'proxied'>[], options: { emailForwarding?: boolean; proxied?: string[] } = {}): MockDnsZone {
  return { id, name, domainId, cdnZoneId, emailForwarding: options.emailForwarding ?? false, records: records(id.replace('zone_', ''), list, options.proxied) };
}

const webRecords = (ip: string): Omit<DnsRecord, 'id' | 'proxied'>[] => [
  { type: 'A', name: '@', value: ip },
  { type: 'AAAA', name: '@', value: '2001:db8:10::20' },
  { type: 'CNAME', name: 'www', value: '@' },
  { type: 'MX', name: '@', value: 'mx1.mail.example.net', priority: 10 },
  { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.mail.example.net ~all' },
];

export function seedDns(scenario: ScenarioName): DnsData {
  if (scenario === 'empty-account') return { zones: [] };
  return {
    zones: [
      zone('zone_aurora01', 'aurora-bakery.se', 'dom_aurora01', 'cdn_aurora01', [
        ...webRecords('203.0.113.10'),
        { type: 'CAA', name: '@', value: '0 issue "letsencrypt.org"' },
        { type: 'SRV', name: '_sip._tcp', value: 'sip.aurora-bakery.se', priority: 10, weight: 5, port: 5060 },
      ], { proxied: ['@', 'www'] }),
      zone('zone_nordic02', 'nordicfjord.com', 'dom_nordic02', 'cdn_nordic02', webRecords('203.0.113.20'), { proxied: ['@'] }),
      zone('zone_kaffe03', 'kaffekoppen.se', 'dom_kaffe03', null, webRecords('203.0.113.30'), { emailForwarding: true }),
      zone('zone_malmo04', 'xn--malm-cykel-hcb.se', 'dom_malmo04', null, webRecords('203.0.113.40')),
      zone('zone_granit07', 'granit-it.se', 'dom_granit07', 'cdn_granit07', webRecords('203.0.113.70'), { proxied: ['www'] }),
      zone('zone_fjall08', 'fjallstugan.nu', 'dom_fjall08', null, webRecords('203.0.113.80')),
      zone('zone_staging09', 'staging-internal.net', null, null, [{ type: 'A', name: '@', value: '198.51.100.9' }]),
      { ...zone('zone_foreign99', 'someone-else.example', 'dom_foreign99', null, []), foreign: true },
    ],
  };
}
