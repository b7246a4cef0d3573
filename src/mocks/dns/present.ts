import type { DnsRecord, DnsZone, DnsZoneDetail } from '../../api/dns/dns';
import { absoluteRecordName } from '../../api/dns/record-name';
import type { MockDnsRecord, MockDnsZone } from './data';

export function presentZone(zone: MockDnsZone): DnsZone {
  return {
    id: zone.id,
    name: zone.name,
    domainId: zone.domainId,
    recordCount: zone.records.length,
    emailForwarding: zone.emailForwarding,
    cdnZoneId: zone.cdnZoneId,
  };
}

/** Names go out as normalized FQDNs, as the spec allows, so the panel must handle that form. */
export function presentRecord(zone: MockDnsZone, record: MockDnsRecord): DnsRecord {
  return { ...record, name: absoluteRecordName(record.name, zone.name) };
}

export function presentZoneDetail(zone: MockDnsZone): DnsZoneDetail {
  return {
    ...presentZone(zone),
    records: zone.records.map((record) => presentRecord(zone, record)),
  };
}
