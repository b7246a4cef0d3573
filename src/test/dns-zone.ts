import { QueryClient } from '@tanstack/react-query';
import { dnsZoneQuery, type DnsZoneDetail } from '../api/dns/dns';
import { relativeRecordName } from '../api/dns/record-name';

export const fetchZone = (id: string) => new QueryClient().fetchQuery(dnsZoneQuery(id));

export function recordNamed(detail: DnsZoneDetail, type: string, name: string) {
  return detail.records.find(
    (record) => record.type === type && relativeRecordName(record.name, detail.name) === name,
  );
}

export const recordsOfZone = (detail: DnsZoneDetail) =>
  detail.records.map(
    (record) => `${record.type} ${relativeRecordName(record.name, detail.name)} ${record.value}`,
  );
