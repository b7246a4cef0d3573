import type { BulkDnsBody, BulkDnsSkippedDomain } from '../../api/domains/bulk-dns';
import { isBlockedByEmailForwarding } from '../../api/dns/record-gates';
import type { MockDomain } from '../domains/data';
import type { MockState } from '../state';
import type { MockDnsZone } from './data';
import { addMissingRecord, findZone, removeRecordsOfType, upsertRecord } from './zone-records';

/** Which zones a bulk change will touch, and the domains it leaves alone (with why). */
export interface BulkDnsPlan {
  zoneIds: string[];
  skipped: BulkDnsSkippedDomain[];
}

function skipReason(
  zone: MockDnsZone | undefined,
  body: BulkDnsBody,
): Omit<BulkDnsSkippedDomain, 'domainName'> | null {
  if (!zone) return { code: 'dns_zone_not_found', detail: 'This domain has no DNS zone here.' };
  if (
    body.action !== 'delete' &&
    body.records.some((record) => isBlockedByEmailForwarding(record, zone))
  ) {
    return {
      code: 'mx_record_blocked_email_forwarding',
      detail: 'Email forwarding is on, so a root MX record cannot be set.',
    };
  }
  return null;
}

/** Each zone changes all-or-nothing: a domain whose zone would refuse one record is skipped whole. */
export function planBulkDns(
  state: MockState,
  body: BulkDnsBody,
  domains: readonly MockDomain[],
): BulkDnsPlan {
  const plan: BulkDnsPlan = { zoneIds: [], skipped: [] };
  for (const domain of domains) {
    const zone = domain.dnsZoneId ? findZone(state, domain.dnsZoneId) : undefined;
    const reason = skipReason(zone, body);
    if (reason) plan.skipped.push({ domainName: domain.name, ...reason });
    else if (zone) plan.zoneIds.push(zone.id);
  }
  return plan;
}

export function applyBulkDns(
  state: MockState,
  body: BulkDnsBody,
  zoneIds: readonly string[],
): void {
  for (const zoneId of zoneIds) {
    const zone = findZone(state, zoneId);
    if (!zone) continue;
    if (body.action === 'delete') removeRecordsOfType(zone, body.recordType);
    else if (body.action === 'add')
      body.records.forEach((record) => addMissingRecord(state, zone, record));
    else body.records.forEach((record) => upsertRecord(state, zone, record));
  }
}
