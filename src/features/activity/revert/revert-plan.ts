import type { CdnZone, CdnZonePatch } from '../../../api/cdn/cdn';
import type { PanelAction } from '../../../api/core/scopes';
import type { DnsRecord } from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { recordConflicts, sameRecord as sameRecordData } from '../../../api/dns/zone-conflicts';
import { recordFormValuesOf, recordInputOf } from '../../../components/dns/record-form-values';
import { cdnSettingsOf } from '../../../components/journal/describe-exchange';
import type { CdnSettings, JournalEntry } from '../../../components/journal/journal-entry';

/** The change a revert sends: through the same API calls as the panel's own editors. */
export type RevertRequest =
  | { kind: 'dnsDelete'; zoneId: string; recordId: string; before: DnsRecord }
  | { kind: 'dnsCreate'; zoneId: string; input: DnsRecordInput }
  | {
      kind: 'dnsUpdate';
      zoneId: string;
      recordId: string;
      input: DnsRecordInput;
      before: DnsRecord;
    }
  | { kind: 'dnsProxy'; zoneId: string; recordId: string; proxied: boolean; before: DnsRecord }
  | { kind: 'cdnSettings'; zoneId: string; patch: CdnZonePatch; before: CdnZone };

/** One value the revert changes: as it is now, and as the revert will leave it. */
export interface DiffRow {
  field: string;
  now: unknown;
  reverted: unknown;
}

/**
 * Why a revert cannot be sent: the record is gone, it is already as it was, or putting it back
 * would leave a CNAME sharing its name with other records (RFC 1034), which the record form refuses.
 */
export type RevertBlock = 'recordGone' | 'alreadyReverted' | 'cnameClash';

export interface RevertPlan {
  /** Null when there is nothing to send: the record is gone, or everything is as before. */
  request: RevertRequest | null;
  rows: DiffRow[];
  /** The resource is no longer as this entry left it: the revert asks again. */
  changedSince: boolean;
  /** Why nothing can be sent, when `request` is null. */
  blocked: RevertBlock | null;
  /** A deleted record comes back under a new ID. */
  newId: boolean;
}

const recordFields = [
  'type',
  'name',
  'value',
  'ttl',
  'priority',
  'weight',
  'port',
  'proxied',
] as const;

function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

export function recordRows(now: DnsRecord | null, reverted: DnsRecord | null): DiffRow[] {
  return recordFields
    .map((field) => ({ field, now: now?.[field], reverted: reverted?.[field] }))
    .filter((row) => !same(row.now, row.reverted));
}

const sameRecord = (left: DnsRecord | null, right: DnsRecord | null) =>
  recordRows(left, right).length === 0;

function inputOf(record: DnsRecord, zoneName: string): DnsRecordInput | null {
  const values = recordFormValuesOf(record, zoneName);
  return values ? recordInputOf(values) : null;
}

const plan = (
  request: RevertRequest | null,
  rows: DiffRow[],
  changedSince: boolean,
): RevertPlan => ({
  request,
  rows,
  changedSince,
  blocked: null,
  newId: request?.kind === 'dnsCreate',
});

const blocked = (reason: RevertBlock, rows: DiffRow[] = []): RevertPlan => ({
  request: null,
  rows,
  changedSince: true,
  blocked: reason,
  newId: false,
});

/** The endpoint a revert of this entry sends to, whose refused scopes turn Revert off. */
export function revertRequires(entry: JournalEntry): PanelAction {
  return entry.change?.subject === 'cdnSettings' ? 'updateCdnZone' : 'changeDnsRecords';
}

/** Which journal entries offer Revert: completed DNS record changes and CDN settings saves. */
export function canRevert(entry: JournalEntry): boolean {
  const change = entry.change;
  if (!change || entry.result !== 'completed') return false;
  if (change.subject === 'cdnSettings') return Object.keys(change.before).length > 0;
  if (entry.action === 'dnsRecordCreate') return change.after !== null;
  return change.before !== null;
}

/** Reverting a DNS record change, given the zone's records as they are now. */
export function planDnsRevert(
  entry: JournalEntry,
  zone: { id: string; name: string; records: DnsRecord[] },
): RevertPlan {
  const found = planDnsChange(entry, zone);
  const request = found.request;
  if (request?.kind !== 'dnsCreate' && request?.kind !== 'dnsUpdate') return found;
  const others =
    request.kind === 'dnsUpdate'
      ? zone.records.filter((record) => record.id !== request.recordId)
      : zone.records;
  const clash = recordConflicts(request.input, others, zone.name).some(
    (conflict) =>
      conflict.rule === 'conflictCnameBeside' || conflict.rule === 'conflictBesideCname',
  );
  return clash ? blocked('cnameClash', found.rows) : found;
}

function planDnsChange(
  entry: JournalEntry,
  zone: { id: string; name: string; records: DnsRecord[] },
): RevertPlan {
  const change = entry.change;
  if (change?.subject !== 'dnsRecord') return blocked('recordGone');
  const { before, after } = change;
  const targetId = entry.action === 'dnsRecordCreate' ? after?.id : before?.id;
  const current = zone.records.find((record) => record.id === targetId) ?? null;
  const zoneId = zone.id;

  if (entry.action === 'dnsRecordDelete') {
    if (!before) return blocked('recordGone');
    // A record with the deleted one's name, type and data is it, back again (an earlier revert):
    // creating it once more would make a duplicate, so only what differs is put back.
    const back =
      current ?? zone.records.find((record) => sameRecordData(record, before, zone.name)) ?? null;
    if (back) return restore(zone, back, before, true);
    const input = inputOf(before, zone.name);
    if (!input) return blocked('recordGone');
    return plan({ kind: 'dnsCreate', zoneId, input }, recordRows(null, before), false);
  }
  if (!current) return blocked('recordGone');
  if (entry.action === 'dnsRecordCreate') {
    return plan(
      { kind: 'dnsDelete', zoneId, recordId: current.id, before: current },
      recordRows(current, null),
      !sameRecord(current, after),
    );
  }
  if (!before) return blocked('recordGone');
  const changedSince = after ? !sameRecord(current, after) : true;
  if (entry.action === 'dnsRecordProxyOn' || entry.action === 'dnsRecordProxyOff') {
    const rows = recordRows(current, { ...current, proxied: before.proxied });
    if (rows.length === 0) return blocked('alreadyReverted');
    return plan(
      { kind: 'dnsProxy', zoneId, recordId: current.id, proxied: before.proxied, before: current },
      rows,
      changedSince,
    );
  }
  return restore(zone, current, before, changedSince);
}

/** Edits `current` back to the values of `before`; the proxy flag is the proxy toggle's. */
function restore(
  zone: { id: string; name: string },
  current: DnsRecord,
  before: DnsRecord,
  changedSince: boolean,
): RevertPlan {
  const rows = recordRows(current, { ...before, proxied: current.proxied });
  if (rows.length === 0) return blocked('alreadyReverted');
  const input = inputOf(before, zone.name);
  if (!input) return blocked('recordGone');
  return plan(
    { kind: 'dnsUpdate', zoneId: zone.id, recordId: current.id, input, before: current },
    rows,
    changedSince,
  );
}

export function settingsRows(now: CdnSettings, reverted: CdnSettings): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const [group, value] of Object.entries(reverted)) {
    const current: unknown = now[group as keyof CdnSettings];
    if (typeof value !== 'object' || value === null) {
      if (!same(current, value)) rows.push({ field: group, now: current, reverted: value });
      continue;
    }
    for (const [field, wanted] of Object.entries(value)) {
      const was =
        typeof current === 'object' && current !== null
          ? (current as Record<string, unknown>)[field]
          : undefined;
      if (!same(was, wanted)) rows.push({ field: `${group}.${field}`, now: was, reverted: wanted });
    }
  }
  return rows;
}

/** Reverting a CDN settings save, given the zone as it is now. */
export function planCdnRevert(entry: JournalEntry, zone: CdnZone): RevertPlan {
  const change = entry.change;
  if (change?.subject !== 'cdnSettings') return blocked('recordGone');
  const now = cdnSettingsOf(zone, change.before);
  const rows = settingsRows(now, change.before);
  if (rows.length === 0) return blocked('alreadyReverted');
  return plan(
    { kind: 'cdnSettings', zoneId: change.zoneId, patch: change.before, before: zone },
    rows,
    settingsRows(now, change.after).length > 0,
  );
}
