import { useCallback, useMemo } from 'react';
import {
  journalAreas,
  journalResults,
  type JournalArea,
  type JournalEntry,
  type JournalResult,
} from '../../components/journal/journal-entry';
import { journalMessages } from '../../components/journal/messages';
import { resourceName } from './entry-text';
import type { ListStateConfig } from '../../components/list/list-state';
import { heldList, ListView, type ListFilter } from '../../components/list/list-view';
import { useDistinctOptions } from '../../components/list/use-distinct-options';
import { useListState } from '../../components/list/use-list-state';
import { useMessages } from '../../i18n/use-messages';
import { useActivityColumns, type ActivitySort } from './activity-columns';
import { useActivityCsvColumns } from './activity-csv';
import { entryResult, entryWhat } from './entry-text';
import { activityMessages } from './messages';
import { revertLinks } from './revert/revert-links';

type ActivityFilter = 'area' | 'resource' | 'result';

/** The journal's view in the URL (`?area=dns&result=failed&q=…`), newest first by default. */
const listConfig: ListStateConfig<ActivitySort, ActivityFilter> = {
  sortKeys: ['when', 'area', 'resource', 'result'],
  defaultSort: 'when',
  defaultOrder: 'desc',
  filters: { area: journalAreas, resource: null, result: journalResults },
};

const resourceOf = (entry: JournalEntry) => entry.resource.id;

/** The journal's entries with the lists' search, filters, sort, totals, paging and CSV export. */
export function ActivityList({
  entries,
  onRevert,
}: {
  entries: readonly JournalEntry[];
  onRevert: (entry: JournalEntry) => void;
}) {
  const t = useMessages(activityMessages);
  const words = useMessages(journalMessages);
  const control = useListState(listConfig);
  const links = useMemo(() => revertLinks(entries), [entries]);
  const columns = useActivityColumns(onRevert, links);
  const csvColumns = useActivityCsvColumns(links);
  const ids = useDistinctOptions(entries, resourceOf, control.state.filters.resource);
  const resources = useMemo(() => {
    // Entries are newest first: the newest name a resource was known by wins.
    const names = new Map<string, string>();
    for (const entry of entries.toReversed())
      if (entry.resource.name || !names.has(entry.resource.id))
        names.set(entry.resource.id, resourceName(words, entry));
    return ids.map(({ value }) => {
      const name = names.get(value);
      return { value, label: name && name !== value ? `${name} (${value})` : value };
    });
  }, [entries, ids, words]);
  const filters = useMemo<ListFilter<JournalEntry, ActivityFilter>[]>(
    () => [
      {
        name: 'area',
        label: t('filterArea'),
        options: journalAreas.map((area: JournalArea) => ({
          value: area,
          label: words(`area_${area}`),
        })),
        value: (entry) => entry.area,
      },
      {
        name: 'resource',
        label: t('filterResource'),
        options: resources,
        value: resourceOf,
      },
      {
        name: 'result',
        label: t('filterResult'),
        options: journalResults.map((result: JournalResult) => ({
          value: result,
          label: words(`result_${result}`),
        })),
        value: (entry) => entry.result,
      },
    ],
    [t, words, resources],
  );
  const searchText = useCallback(
    (entry: JournalEntry) =>
      [
        entryWhat(words, entry),
        entry.resource.id,
        entry.resource.name ?? '',
        words(`area_${entry.area}`),
        entryResult(words, entry),
        entry.code ?? '',
        entry.requestId ?? '',
      ].join(' '),
    [words],
  );
  const list = useMemo(() => heldList(entries), [entries]);
  return (
    <ListView
      label={t('tableLabel')}
      list={list}
      control={control}
      columns={columns}
      rowKey={(entry) => entry.id}
      searchText={searchText}
      searchHint={t('searchHint')}
      filters={filters}
      csv={{ fileName: t('exportFileName'), columns: csvColumns }}
      emptyTitle={t('empty')}
      emptyDescription={t('emptyHint')}
    />
  );
}
