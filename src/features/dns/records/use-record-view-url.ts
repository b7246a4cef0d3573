import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { dnsRecordTypes } from '../../../api/dns/record-types';
import {
  listStateParams,
  type ListState,
  type ListStateConfig,
} from '../../../components/list/list-state';
import { useListState } from '../../../components/list/use-list-state';
import { recordSortKeys, type RecordSortKey, type RecordView } from './record-view';

const recordListConfig: ListStateConfig<RecordSortKey, 'type'> = {
  sortKeys: recordSortKeys,
  defaultSort: 'name',
  filters: { type: dnsRecordTypes },
};

/** `?records=` is how the search across zones and a server's "Used by" link to a record. */
const LINKED_SEARCH = 'records';

function viewOf(state: ListState<RecordSortKey, 'type'>, linked: string | null): RecordView {
  return {
    type: state.filters.type,
    text: linked ?? state.q,
    sort: state.sort,
    descending: state.order === 'desc',
  };
}

/**
 * The records' type filter, search and sort, kept in the URL with the other lists' parameters
 * (`q`, `type`, `sort`, `order`) so a link, a reload, Back and Forward show the same view.
 * The fields follow local state, written to the URL as they change: the router updates the URL
 * in a transition, and a search field that waited for it would lag behind the keyboard.
 */
export type SetRecordView = (next: RecordView | ((current: RecordView) => RecordView)) => void;

export function useRecordViewUrl(): [RecordView, SetRecordView] {
  const { state } = useListState(recordListConfig);
  const [params, setParams] = useSearchParams();
  const linked = params.get(LINKED_SEARCH);
  const urlView = useMemo(() => viewOf(state, linked), [state, linked]);
  const [view, setLocalView] = useState(urlView);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  // Back, Forward or a link to a record bring their own view; the panel's own writes do not.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || linked !== null) setLocalView(urlView);
  }
  // The latest of what a write builds on, so `setView` stays the same function: the records
  // table is memoised on its handlers and would otherwise render again on every keystroke.
  const latest = useRef({ view, state, params, setParams });
  useLayoutEffect(() => {
    latest.current = { view, state, params, setParams };
  });
  const setView = useCallback<SetRecordView>((change) => {
    const { view, state, params, setParams } = latest.current;
    const next = typeof change === 'function' ? change(view) : change;
    latest.current = { ...latest.current, view: next };
    setLocalView(next);
    const typing =
      next.text !== view.text &&
      view.text !== '' &&
      next.type === view.type &&
      next.sort === view.sort &&
      next.descending === view.descending;
    const written = listStateParams(
      recordListConfig,
      {
        ...state,
        q: next.text,
        filters: { type: next.type },
        sort: next.sort,
        order: next.descending ? 'desc' : 'asc',
        page: 1,
      },
      params,
    );
    written.delete(LINKED_SEARCH);
    // One history entry per search, not per keystroke, as the other lists do.
    setParams(written, { replace: typing });
  }, []);
  return [view, setView];
}
