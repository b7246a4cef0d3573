import { Link } from 'react-router';
import type { LoadedList } from '../../components/list/use-loaded-list';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

/** How many of an area the loaded pages hold; `more` when the server has further pages. */
export interface AreaTally {
  count: number | null;
  more: boolean;
  failed: boolean;
}

export function tallyOf<T>(
  list: LoadedList<T>,
  counted: (rows: T[]) => number = (rows) => rows.length,
): AreaTally {
  return {
    count: list.query.data ? counted(list.rows) : null,
    more: !list.complete,
    failed: list.query.isError,
  };
}

export interface AreaCount {
  label:
    | 'countDomains'
    | 'countDnsZones'
    | 'countCdnZones'
    | 'countServers'
    | 'countHosting'
    | 'countInvoices';
  to: string;
  tally: AreaTally;
}

/** How many of each the loaded pages hold ("300+" when there are more pages). */
export function AreaCounts({ areas }: { areas: AreaCount[] }) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const value = ({ count, more, failed }: AreaTally) => {
    if (failed) return t('countUnknown');
    if (count === null) return '…';
    return more ? t('countMore', { count: format.number(count) }) : format.number(count);
  };
  return (
    <ul
      aria-label={t('countsLabel')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {areas.map((area) => (
        <li key={area.to}>
          <Link
            to={area.to}
            className="block rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <span className="block text-2xl font-semibold">{value(area.tally)}</span>
            <span className="muted block text-sm">{t(area.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
