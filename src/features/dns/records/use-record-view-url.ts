import { useCallback, useMemo } from 'react';
import { dnsRecordTypes } from '../../../api/dns/record-types';
import type { ListState, ListStateConfig } from '../../../components/list/list-state';
import { useListState, type ListStatePatch } from '../../../components/list/use-list-state';
import { recordSortKeys, type RecordSortKey, type RecordView } from './record-view';

const recordListConfig: ListStateConfig<RecordSortKey, 'type'> = {
  sortKeys: recordSortKeys,
  defaultSort: 'name',
  filters: { type: dnsRecordTypes },
  // How the search across zones and a server's "Used by" link to a record.
  linkedSearch: 'records',
};

function viewOf(state: ListState<RecordSortKey, 'type'>): RecordView {
  return {
    type: state.filters.type,
    text: state.q,
    sort: state.sort,
    descending: state.order === 'desc',
  };
}

/** Only what changed, so the list kit sees typing in the search as typing. */
function patchOf(current: RecordView, next: RecordView): ListStatePatch<RecordSortKey, 'type'> {
  return {
    ...(next.text !== current.text ? { q: next.text } : {}),
    ...(next.type !== current.type ? { filters: { type: next.type } } : {}),
    ...(next.sort !== current.sort ? { sort: next.sort } : {}),
    ...(next.descending !== current.descending
      ? { order: next.descending ? ('desc' as const) : ('asc' as const) }
      : {}),
  };
}

export type SetRecordView = (next: RecordView | ((current: RecordView) => RecordView)) => void;

/**
 * The records' type filter, search and sort, kept in the URL with the other lists' parameters
 * (`q`, `type`, `sort`, `order`) so a link, a reload, Back and Forward show the same view.
 */
export function useRecordViewUrl(): [RecordView, SetRecordView] {
  const { state, update } = useListState(recordListConfig);
  const view = useMemo(() => viewOf(state), [state]);
  // Stable as `update` is: the records table is memoised on its handlers.
  const setView = useCallback<SetRecordView>(
    (change) =>
      update((latest) => {
        const current = viewOf(latest);
        return patchOf(current, typeof change === 'function' ? change(current) : change);
      }),
    [update],
  );
  return [view, setView];
}
