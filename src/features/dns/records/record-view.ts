import type { DnsRecord } from '../../../api/dns/dns';
import { relativeRecordName } from '../../../api/dns/record-name';
import { collatorFor } from '../../../i18n/format';
import type { Language } from '../../../i18n/messages';

export const recordSortKeys = ['name', 'type', 'value', 'ttl'] as const;
export type RecordSortKey = (typeof recordSortKeys)[number];

export interface RecordView {
  /** `''` shows every type. */
  type: string;
  text: string;
  sort: RecordSortKey;
  descending: boolean;
}

export const initialRecordView: RecordView = {
  type: '',
  text: '',
  sort: 'name',
  descending: false,
};

/** A record as the table shows it: the name relative to the zone. */
export interface RecordRow {
  record: DnsRecord;
  name: string;
  /**
   * Name, value and type in lower case, computed once per record so typing in the search field
   * does not lower-case the whole zone again on every keystroke. A line break separates them:
   * the search field is one line, so a search never matches across two of them.
   */
  searchText: string;
}

/** The rows of a zone's records, unfiltered and unsorted. */
export function recordRows(records: readonly DnsRecord[], zoneName: string): RecordRow[] {
  return records.map((record) => {
    const name = relativeRecordName(record.name, zoneName);
    return { record, name, searchText: `${name}\n${record.value}\n${record.type}`.toLowerCase() };
  });
}

// The root first, then names in the language's natural order (`web2` before `web10`); ties by
// type then value keep rows stable.
function compareBy(
  key: RecordSortKey,
  a: RecordRow,
  b: RecordRow,
  collator: Intl.Collator,
): number {
  switch (key) {
    case 'name':
      return (
        (a.name === '@' ? -1 : 0) - (b.name === '@' ? -1 : 0) || collator.compare(a.name, b.name)
      );
    case 'type':
      return collator.compare(a.record.type, b.record.type);
    case 'value':
      return collator.compare(a.record.value, b.record.value);
    case 'ttl':
      return (
        (a.record.ttl ?? Number.POSITIVE_INFINITY) - (b.record.ttl ?? Number.POSITIVE_INFINITY)
      );
  }
}

/** A sorted copy; filtering keeps this order, so a new search does not sort again. */
export function sortedRows(
  rows: readonly RecordRow[],
  { sort, descending }: Pick<RecordView, 'sort' | 'descending'>,
  language: Language,
): RecordRow[] {
  const direction = descending ? -1 : 1;
  const collator = collatorFor(language, { numeric: true, sensitivity: 'base' });
  const by = (key: RecordSortKey, a: RecordRow, b: RecordRow) => compareBy(key, a, b, collator);
  return [...rows].sort(
    (a, b) =>
      direction * by(sort, a, b) || by('name', a, b) || by('type', a, b) || by('value', a, b),
  );
}

/** The rows of the chosen type whose name, value or type contains the text, ignoring case. */
export function matchingRows(
  rows: readonly RecordRow[],
  { type, text }: Pick<RecordView, 'type' | 'text'>,
): readonly RecordRow[] {
  const needle = text.trim().toLowerCase();
  if (type === '' && needle === '') return rows;
  return rows.filter(
    (row) => (type === '' || row.record.type === type) && row.searchText.includes(needle),
  );
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleSort(view: RecordView, key: RecordSortKey): RecordView {
  return view.sort === key
    ? { ...view, descending: !view.descending }
    : { ...view, sort: key, descending: false };
}
