import type { DnsRecord } from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import {
  ownerKey,
  recordConflicts,
  type ConflictRule,
  type RecordConflict,
} from '../../../api/dns/zone-conflicts';
import type { BulkDnsBody } from '../../../api/domains/bulk-dns';

/** One record of the request that breaks a rule against one chosen domain's zone. */
export interface ZoneCheckFinding {
  domainName: string;
  /** The record's place in the request (the form's row). */
  index: number;
  record: DnsRecordInput;
  rule: ConflictRule;
  severity: RecordConflict['severity'];
}

const slot = (record: { type: string; name: string }, zoneName: string) =>
  `${ownerKey(record.name, zoneName)}\n${record.type}`;

/**
 * The record rules of the record dialog, for each chosen domain against its own zone. `update`
 * replaces every record of the same name and type, so those are not there to conflict with.
 */
export function zoneCheckFindings(
  body: Extract<BulkDnsBody, { records: unknown }>,
  zone: { name: string; records: readonly DnsRecord[] },
  domainName: string,
): ZoneCheckFinding[] {
  const replaced = new Set(
    body.action === 'update' ? body.records.map((record) => slot(record, zone.name)) : [],
  );
  const others = zone.records.filter((record) => !replaced.has(slot(record, zone.name)));
  return body.records.flatMap((record, index) =>
    recordConflicts(record, others, zone.name).map((found) => ({
      domainName,
      index,
      record,
      rule: found.rule,
      severity: found.severity,
    })),
  );
}
