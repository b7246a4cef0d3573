import { useCallback, useDeferredValue, useMemo } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { useLanguage } from '../../../i18n/use-messages';
import {
  matchingRows,
  recordRows,
  sortedRows,
  toggleSort,
  type RecordSortKey,
} from './record-view';
import { useRowBatches } from '../../../components/use-row-batches';
import { useRecordViewUrl } from './use-record-view-url';

/**
 * The search, type filter and sort of a zone's records, and the rows they leave. The fields
 * follow every keystroke at once; the table follows the deferred view, so typing stays
 * responsive in a zone of thousands of records and the table catches up when React has time.
 */
export function useRecordListing(zone: Pick<DnsZoneDetail, 'name' | 'records'>) {
  const [view, setView] = useRecordViewUrl();
  const shownView = useDeferredValue(view);
  const { sort, descending, type, text } = shownView;
  const rows = useMemo(() => recordRows(zone.records, zone.name), [zone.records, zone.name]);
  const { language } = useLanguage();
  const sorted = useMemo(
    () => sortedRows(rows, { sort, descending }, language),
    [rows, sort, descending, language],
  );
  const matches = useMemo(() => matchingRows(sorted, { type, text }), [sorted, type, text]);
  const batches = useRowBatches(matches, shownView);
  const sortBy = useCallback(
    (key: RecordSortKey) => setView((current) => toggleSort(current, key)),
    [setView],
  );
  return {
    view,
    setView,
    sortBy,
    /** The view the table shows, a moment behind `view` while the table catches up. */
    shownView,
    updating: shownView !== view,
    matching: matches.length,
    /** Every record, sorted, and the ones the filters leave, for the export. */
    sorted,
    matches,
    ...batches,
  };
}
