import { Link } from 'react-router';
import type { LoadedList } from '../../components/list/use-loaded-list';
import { useRefusalHeadline } from '../../components/permissions/use-refusal-headline';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';
import { isRefusal } from '../../api/core/errors';

/** How many of an area the loaded pages hold; `more` when the server has further pages. */
export interface AreaTally {
  count: number | null;
  more: boolean;
  /** Why the list could not be read, or null. */
  error: unknown;
}

export function tallyOf<T>(
  list: LoadedList<T>,
  counted: (rows: T[]) => number = (rows) => rows.length,
): AreaTally {
  return {
    count: list.query.data ? counted(list.rows) : null,
    more: !list.complete,
    error: list.query.isError ? list.query.error : null,
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

/** A list the key may not read says so as the area's own page does ("This key cannot see billing"). */
function Unread({ error }: { error: unknown }) {
  const t = useMessages(homeMessages);
  const refusal = useRefusalHeadline(error);
  const text = isRefusal(error) ? (refusal?.title ?? t('countRefused')) : t('countUnknown');
  return <span className="block text-sm font-medium">{text}</span>;
}

/** How many of each the loaded pages hold ("300+" when there are more pages). */
export function AreaCounts({ areas }: { areas: AreaCount[] }) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const value = ({ count, more }: AreaTally) => {
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
            className="block h-full rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {area.tally.error ? (
              <Unread error={area.tally.error} />
            ) : (
              <span className="block text-2xl font-semibold">{value(area.tally)}</span>
            )}
            <span className="muted block text-sm">{t(area.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
