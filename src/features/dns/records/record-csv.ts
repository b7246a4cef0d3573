import type { CsvColumn } from '../../../lib/csv';
import type { RecordRow } from './record-view';

type Words = (
  key: 'name' | 'type' | 'value' | 'ttl' | 'proxy' | 'csvPriority' | 'csvWeight' | 'csvPort',
) => string;

/** A zone's records as CSV: the name relative to the zone, numbers as numbers. */
export function recordCsvColumns(t: Words, yes: string, no: string): CsvColumn<RecordRow>[] {
  return [
    { header: t('name'), value: (row) => row.name },
    { header: t('type'), value: (row) => row.record.type },
    { header: t('value'), value: (row) => row.record.value },
    { header: t('ttl'), value: (row) => row.record.ttl },
    { header: t('csvPriority'), value: (row) => row.record.priority },
    { header: t('csvWeight'), value: (row) => row.record.weight },
    { header: t('csvPort'), value: (row) => row.record.port },
    { header: t('proxy'), value: (row) => (row.record.proxied ? yes : no) },
  ];
}
