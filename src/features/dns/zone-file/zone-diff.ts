import type { DnsRecord } from '../../../api/dns/dns';
import type { DnsRecordInput } from '../../../api/dns/record-input';
import { ownerKey, sameRecord } from '../../../api/dns/zone-conflicts';
import type { ZoneFileRecord } from './zone-file-types';

/** One line of the plan: what applying it sends (nothing for `unchanged`). */
export type DiffLine =
  | { kind: 'create'; key: string; after: DnsRecordInput; line?: number }
  | { kind: 'change'; key: string; before: DnsRecord; after: DnsRecordInput; line?: number }
  | { kind: 'delete'; key: string; before: DnsRecord }
  | { kind: 'unchanged'; key: string; before: DnsRecord; line?: number };

export type DiffKind = DiffLine['kind'];

/** The request body for a wanted record (the file line number is the panel's own). */
export function inputOf(record: ZoneFileRecord | DnsRecordInput): DnsRecordInput {
  const input: DnsRecordInput = { type: record.type, name: record.name, value: record.value };
  if (record.ttl !== undefined) input.ttl = record.ttl;
  if (record.priority !== undefined) input.priority = record.priority;
  if (record.weight !== undefined) input.weight = record.weight;
  if (record.port !== undefined) input.port = record.port;
  return input;
}

const lineOf = (record: ZoneFileRecord | DnsRecordInput) =>
  'line' in record ? { line: record.line } : {};

/**
 * What turns `current` into `wanted`: equal records are unchanged (a new TTL makes a change),
 * remaining records of the same name and type are paired in order as changes, the rest are
 * created or deleted. `scope` limits which current records may be deleted (a mail preset
 * touches only mail records). Linear in the number of records.
 */
export function diffZone(
  current: readonly DnsRecord[],
  wanted: readonly (ZoneFileRecord | DnsRecordInput)[],
  zoneName: string,
  scope: (record: DnsRecord) => boolean = () => true,
): DiffLine[] {
  const groupKey = (record: { type: string; name: string }) =>
    `${ownerKey(record.name, zoneName)}\n${record.type}`;
  const remaining = new Map<string, DnsRecord[]>();
  for (const record of current) {
    const key = groupKey(record);
    // Pushed, not copied: a name with thousands of records (TXT at the root) stays linear.
    const group = remaining.get(key);
    if (group) group.push(record);
    else remaining.set(key, [record]);
  }
  const lines: DiffLine[] = [];
  const unmatched: (ZoneFileRecord | DnsRecordInput)[] = [];
  for (const record of wanted) {
    const group = remaining.get(groupKey(record)) ?? [];
    const index = group.findIndex((existing) => sameRecord(existing, record, zoneName));
    const [match] = index === -1 ? [] : group.splice(index, 1);
    if (!match) unmatched.push(record);
    else if ((record.ttl ?? null) !== null && record.ttl !== (match.ttl ?? undefined))
      lines.push({
        kind: 'change',
        key: match.id,
        before: match,
        after: inputOf(record),
        ...lineOf(record),
      });
    else lines.push({ kind: 'unchanged', key: match.id, before: match, ...lineOf(record) });
  }
  unmatched.forEach((record, index) => {
    const group = remaining.get(groupKey(record)) ?? [];
    const at = group.findIndex(scope);
    const [before] = at === -1 ? [] : group.splice(at, 1);
    lines.push(
      before
        ? { kind: 'change', key: before.id, before, after: inputOf(record), ...lineOf(record) }
        : { kind: 'create', key: `new-${index}`, after: inputOf(record), ...lineOf(record) },
    );
  });
  for (const group of remaining.values())
    for (const before of group)
      if (scope(before)) lines.push({ kind: 'delete', key: before.id, before });
  return lines;
}
