import type { DnsRecord } from '../../../api/dns';
import { relativeRecordName } from '../../../api/dns-record-name';

export const recordSortKeys = ['name', 'type', 'value', 'ttl'] as const;
export type RecordSortKey = (typeof recordSortKeys)[number];

export interface RecordView {
  /** `''` shows every type. */
  type: string;
  text: string;
  sort: RecordSortKey;
  descending: boolean;
}

export const initialRecordView: RecordView = { type: '', text: '', sort: 'name', descending: false };

/** A record as the table shows it: the name relative to the zone. */
export interface RecordRow {
  record: DnsRecord;
  name: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

// The root first, then names in DNS-ish order; ties by type then value keep rows stable.
function compareBy(key: RecordSortKey, a: RecordRow, b: RecordRow): number {
  switch (key) {
    case 'name':
      return (a.name === '@' ? -1 : 0) - (b.name === '@' ? -1 : 0) || collator.compare(a.name, b.name);
    case 'type':
      return collator.compare(a.record.type, b.record.type);
    case 'value':
      return collator.compare(a.record.value, b.record.value);
    case 'ttl':
      return (a.record.ttl ?? Number.POSITIVE_INFINITY) - (b.record.ttl ?? Number.POSITIVE_INFINITY);
  }
}

function matchesText(row: RecordRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [row.name, row.record.value, row.record.type].some((field) => field.toLowerCase().includes(needle));
}

/** Filters by type and by text in the name, value or type, then sorts. */
export function visibleRecords(records: readonly DnsRecord[], zoneName: string, view: RecordView): RecordRow[] {
  const rows = records
    .map((record) => ({ record, name: relativeRecordName(record.name, zoneName) }))
    .filter((row) => (view.type === '' || row.record.type === view.type) && matchesText(row, view.text));
  const direction = view.descending ? -1 : 1;
  return rows.sort((a, b) => direction * compareBy(view.sort, a, b) || compareBy('name', a, b) || compareBy('type', a, b) || compareBy('value', a, b));
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(view: RecordView, key: RecordSortKey): RecordView {
  return view.sort === key ? { ...view, descending: !view.descending } : { ...view, sort: key, descending: false };
}
