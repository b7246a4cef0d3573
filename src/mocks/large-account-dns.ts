import type { DnsRecordInput } from '../api/dns/record-input';
import { seedDns, type DnsData, type MockDnsRecord, type MockDnsZone } from './dns/data';
import { LARGE_ACCOUNT, numbered } from './large-account';

/** The 2,000-record zone keeps the id the DNS seed used for its big zone. */
export const LARGE_ZONE_ID = 'zone_big50';
const LARGE_ZONE_NAME = 'many-records.example';
const EXTRA_ZONES = 40;

/** A realistic mix: mostly hosts, some aliases and TXT verifications, a few mail and SRV. */
function generatedRecord(number: number): DnsRecordInput {
  const host = `host-${numbered(number)}`;
  switch (number % 10) {
    case 0:
      return {
        type: 'AAAA',
        name: host,
        value: `2001:db8:${(number % 65535).toString(16)}::${(number % 250) + 1}`,
        ttl: 3600,
      };
    case 1:
    case 2:
      return {
        type: 'CNAME',
        name: `alias-${numbered(number)}`,
        value: `host-${numbered(number - 1)}.${LARGE_ZONE_NAME}`,
        ttl: 3600,
      };
    case 3:
      return {
        type: 'TXT',
        name: `_verify-${numbered(number)}`,
        value: `site-verification=${numbered(number, 6)}abcdef`,
        ttl: 300,
      };
    case 4:
      return number % 200 === 4
        ? {
            type: 'MX',
            name: `mail-${numbered(number)}`,
            value: `mx${number % 3}.mail.example.net`,
            priority: 10,
            ttl: 3600,
          }
        : { type: 'A', name: host, value: `203.0.113.${(number % 250) + 1}`, ttl: 600 };
    case 5:
      return number % 100 === 5
        ? {
            type: 'SRV',
            name: `_sip._tcp.${host}`,
            value: `sip.${LARGE_ZONE_NAME}`,
            priority: 10,
            weight: 5,
            port: 5060,
            ttl: 3600,
          }
        : { type: 'A', name: host, value: `198.51.100.${(number % 250) + 1}`, ttl: 3600 };
    default:
      return { type: 'A', name: host, value: `198.51.100.${(number % 250) + 1}`, ttl: 3600 };
  }
}

function largeZone(): MockDnsZone {
  const records = Array.from({ length: LARGE_ACCOUNT.zoneRecords }, (_, index): MockDnsRecord => ({
    id: `drr_big${numbered(index + 1)}`,
    ...generatedRecord(index + 1),
    proxied: false,
  }));
  return {
    id: LARGE_ZONE_ID,
    name: LARGE_ZONE_NAME,
    domainId: null,
    emailForwarding: false,
    cdnZoneId: null,
    records,
  };
}

function smallZone(number: number): MockDnsZone {
  const name = `client-${numbered(number, 2)}.example`;
  return {
    id: `zone_client${numbered(number, 2)}`,
    name,
    domainId: null,
    emailForwarding: false,
    cdnZoneId: null,
    records: [
      {
        id: `drr_client${numbered(number, 2)}`,
        type: 'A',
        name: '@',
        value: `192.0.2.${number}`,
        ttl: 3600,
        proxied: false,
      },
    ],
  };
}

/** The default zones, one zone of 2,000 records, and enough small zones to page the list. */
export function largeAccountDns(): DnsData {
  const seeded = seedDns('default').zones;
  const extra = Array.from({ length: EXTRA_ZONES }, (_, index) => smallZone(index + 1));
  return { zones: [...seeded, largeZone(), ...extra] };
}
