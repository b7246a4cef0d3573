import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import type { CsvColumn } from '../../lib/csv';
import { collatorFor } from '../../i18n/format';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import { commonMessages } from '../messages';
import { listMessages } from './messages';
import { Button } from '../ui/button';
import { DataTable, type Column } from '../ui/data-table';
import { ErrorAlert } from '../ui/error-alert';
import { FieldHint, SelectField, TextField } from '../ui/fields';
import { ListPager } from '../ui/pager';
import { EmptyState, LoadingState } from '../ui/states';
import { ExportCsvButton } from './export-csv-button';
import { useFocusNewPage } from './use-focus-new-page';
import type { ListState } from './list-state';
import { searchRows, sortRows, type SortValue } from './sort-rows';
import type { ListStateControl } from './use-list-state';

export interface ListColumn<T, S extends string = string> extends Column<T> {
  /** The column sorts the list by this key of the URL state, by `sortValue`. */
  sortKey?: S;
  sortValue?: (row: T) => SortValue;
}

export interface ListFilter<T, F extends string = string> {
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The row's value for this filter; absent when the API filters (the value is in the query). */
  value?: (row: T) => string;
}

/**
 * What the view reads of its rows: a `LoadedList` from the API, or rows the panel holds itself
 * (`heldList`, the activity journal's).
 */
export interface ListSource<T> {
  rows: readonly T[];
  complete: boolean;
  loadingAll: boolean;
  loadAll: () => Promise<readonly T[]>;
  query: {
    isError: boolean;
    isPending: boolean;
    isSuccess: boolean;
    isFetchNextPageError: boolean;
    error: Error | null;
    failureReason: Error | null;
    refetch: () => unknown;
  };
}

/** Rows already in memory, whole, as a list source. */
export function heldList<T>(rows: readonly T[]): ListSource<T> {
  return {
    rows,
    complete: true,
    loadingAll: false,
    loadAll: () => Promise.resolve(rows),
    query: {
      isError: false,
      isPending: false,
      isSuccess: true,
      isFetchNextPageError: false,
      error: null,
      failureReason: null,
      refetch: () => undefined,
    },
  };
}

export interface ListViewProps<T, S extends string, F extends string> {
  /** The table's name (and the export's, paging's). */
  label: string;
  list: ListSource<T>;
  control: ListStateControl<S, F>;
  columns: readonly ListColumn<T, S>[];
  rowKey: (row: T) => string;
  /** The text a search looks in (names, IDs, addresses…). */
  searchText: (row: T) => string;
  searchHint?: string;
  filters?: readonly ListFilter<T, F>[];
  /**
   * `everything` reads every row for "Export → Everything" when `list` cannot: a list whose
   * filter is in the API query holds only the filtered rows.
   */
  csv: {
    fileName: string;
    columns: readonly CsvColumn<T>[];
    everything?: () => Promise<readonly T[]>;
  };
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** What stands in for the table while the first page loads (a skeleton of its rows). */
  loading?: ReactNode;
  rowTone?: (row: T) => 'warning' | null;
  /**
   * The list sits in a titled Section, edge to edge of its card: the section's own padding stands
   * above the toolbar, and the toolbar, the first and last columns and the pager line up with the
   * section's title. A list that ends the section takes `-mb-5` from its caller.
   */
  inSection?: boolean;
}

const inSectionInsets =
  '-mx-5 sm:[&_:is(td,th):first-child]:pl-5 sm:[&_:is(td,th):last-child]:pr-5 [&>nav]:px-5';

function isFiltered<S extends string, F extends string>(state: ListState<S, F>) {
  return state.q.trim() !== '' || Object.values<string>(state.filters).some((value) => value);
}

/** The rows a list's state leaves: searched, filtered on the panel, then sorted. */
function useViewRows<T, S extends string, F extends string>(
  rows: readonly T[],
  state: ListState<S, F>,
  {
    columns,
    searchText,
    filters = [],
  }: Pick<ListViewProps<T, S, F>, 'columns' | 'searchText' | 'filters'>,
) {
  const { language } = useLanguage();
  return useMemo(() => {
    const searched = searchRows(rows, searchText, state.q);
    const filtered = filters.reduce<readonly T[]>((current, filter) => {
      const wanted = state.filters[filter.name];
      const value = filter.value;
      return wanted && value ? current.filter((row) => value(row) === wanted) : current;
    }, searched);
    const sortValue = columns.find((column) => column.sortKey === state.sort)?.sortValue;
    if (!sortValue) return filtered;
    const collator = collatorFor(language, { numeric: true, sensitivity: 'base' });
    return sortRows(filtered, sortValue, state.order, collator);
  }, [rows, state, columns, searchText, filters, language]);
}

/**
 * A list page's card: search, filters, export, what is loaded, the sortable table (cards on a
 * phone) and the pager with totals. The view lives in the URL (`useListState`); the rows come
 * from `useLoadedList`, searched, sorted and paged here.
 */
export function ListView<T, S extends string, F extends string>(props: ListViewProps<T, S, F>) {
  const { label, list, control, columns, rowKey, filters = [], csv } = props;
  const t = useMessages(listMessages);
  const format = useFormat();
  const { state, update } = control;
  // The fields follow each keystroke; the table follows a moment later when rows are many.
  const shownState = useDeferredValue(state);
  const rows = useViewRows(list.rows, shownState, props);
  const pages = Math.max(1, Math.ceil(rows.length / state.size));
  const page = Math.min(shownState.page, pages);
  const pageRows = useMemo(
    () => rows.slice((page - 1) * shownState.size, page * shownState.size),
    [rows, page, shownState.size],
  );
  const { container: newPageRef, paging } = useFocusNewPage(page);
  const tableColumns = useMemo(
    () =>
      columns.map((column) => {
        const key = column.sortKey;
        if (!key) return column;
        return {
          ...column,
          sort: {
            direction:
              shownState.sort === key
                ? shownState.order === 'asc'
                  ? ('ascending' as const)
                  : ('descending' as const)
                : null,
            onSort: () =>
              update(
                state.sort === key
                  ? { order: state.order === 'asc' ? 'desc' : 'asc' }
                  : { sort: key, order: 'asc' },
              ),
          },
        };
      }),
    [columns, shownState.sort, shownState.order, state.sort, state.order, update],
  );
  const sortable = columns.filter((column) => column.sortKey);
  const filtered = isFiltered(state);
  const { query } = list;

  // The search's hint goes under the whole row: under the field it would make the field taller
  // than the filters beside it, and their boxes would no longer line up.
  const searchHintId = useId();
  const toolbar = (
    <div className={`flex flex-wrap items-end gap-3 ${props.inSection ? 'px-5 pb-4' : 'p-4'}`}>
      <div className="min-w-48 flex-1">
        <TextField
          label={t('search')}
          type="search"
          aria-describedby={props.searchHint ? searchHintId : undefined}
          value={state.q}
          onChange={(event) => update({ q: event.target.value })}
        />
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="w-full min-[400px]:w-40">
          <SelectField
            label={filter.label}
            value={state.filters[filter.name]}
            onChange={(event) =>
              update({
                filters: { [filter.name]: event.target.value } as Partial<Record<F, string>>,
              })
            }
          >
            <option value="">{t('filterAll')}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
      ))}
      {sortable.length > 0 && (
        // The header row that sorts is hidden on a phone, where the rows are cards.
        <div className="flex w-full gap-2 sm:hidden">
          <div className="flex-1">
            <SelectField
              label={t('sortBy')}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as S })}
            >
              {sortable.map((column) => (
                <option key={column.sortKey} value={column.sortKey}>
                  {column.header}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="flex-1">
            <SelectField
              label={t('order')}
              value={state.order}
              onChange={(event) =>
                update({ order: event.target.value === 'desc' ? 'desc' : 'asc' })
              }
            >
              <option value="asc">{t('ascending')}</option>
              <option value="desc">{t('descending')}</option>
            </SelectField>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {filtered && (
          <Button size="sm" onClick={() => update({ q: '', filters: emptyFilters(state.filters) })}>
            {t('clearFilters')}
          </Button>
        )}
        {(list.rows.length > 0 || query.isPending) && (
          <ExportCsvButton
            waiting={query.isPending}
            fileName={csv.fileName}
            columns={csv.columns}
            shown={rows}
            all={csv.everything ?? (list.complete && !filtered ? undefined : () => list.loadAll())}
          />
        )}
      </div>
      {props.searchHint && (
        <FieldHint id={searchHintId} className="-mt-2 basis-full">
          {props.searchHint}
        </FieldHint>
      )}
    </div>
  );

  let body: ReactNode;
  if (query.isError && list.rows.length === 0)
    body = (
      <div className="p-4">
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  else if (query.isPending)
    body = props.loading ?? <LoadingState failureReason={query.failureReason} />;
  else if (list.rows.length === 0)
    body = <EmptyState title={props.emptyTitle} description={props.emptyDescription} />;
  else if (rows.length === 0)
    // A status, as the pager's count it replaces: a search that empties the list is announced.
    body = (
      <div role="status">
        <EmptyState
          title={t('noMatchesTitle')}
          description={t(list.complete ? 'noMatchesHint' : 'noMatchesPartial')}
        />
      </div>
    );
  else
    body = (
      <DataTable
        label={label}
        columns={tableColumns}
        rows={pageRows}
        rowKey={rowKey}
        batch={null}
        {...(props.rowTone ? { rowTone: props.rowTone } : {})}
      />
    );

  return (
    <div className={props.inSection ? inSectionInsets : undefined}>
      {toolbar}
      {query.isSuccess && <LoadedNotice list={list} total={format.number(list.rows.length)} />}
      <div ref={newPageRef}>{body}</div>
      {rows.length > 0 && (
        <ListPager
          label={label}
          page={page}
          pageSize={state.size}
          total={rows.length}
          partial={!list.complete}
          onPage={(next) => {
            paging();
            update({ page: next });
          }}
          onPageSize={(size) => update({ size: size as ListState['size'] })}
        />
      )}
    </div>
  );
}

function emptyFilters<F extends string>(filters: Record<F, string>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.keys(filters).map((name) => [name, ''])) as Partial<
    Record<F, string>
  >;
}

/** How much of a cursor list is loaded, with "Load all" while the server has more. */
function LoadedNotice<T>({ list, total }: { list: ListSource<T>; total: string }) {
  const t = useMessages(listMessages);
  const common = useMessages(commonMessages);
  if (list.complete) return null;
  const failed = list.query.isFetchNextPageError;
  return (
    <div className="mx-4 mb-3 flex flex-wrap items-center gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
      <p role="status" className="flex-1">
        {list.loadingAll
          ? t('loadingAll')
          : failed
            ? t('loadFailed')
            : t('loadedSome', { loaded: total })}
      </p>
      <Button
        size="sm"
        busy={list.loadingAll}
        onClick={() => void list.loadAll().catch(() => undefined)}
      >
        {failed ? common('retry') : t('loadAll')}
      </Button>
    </div>
  );
}
