import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

type Page = UseQueryResult<{ data: readonly unknown[]; hasMore: boolean }>;

export interface AreaCount {
  label: 'countDomains' | 'countDnsZones' | 'countServers' | 'countHosting' | 'countInvoices';
  to: string;
  query: Page;
}

/** How many of each the first page holds ("100+" when there are more pages). */
export function AreaCounts({ areas }: { areas: AreaCount[] }) {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const value = (query: Page) => {
    if (query.isError) return t('countUnknown');
    if (!query.data) return '…';
    const count = format.number(query.data.data.length);
    return query.data.hasMore ? t('countMore', { count }) : count;
  };
  return (
    <ul
      aria-label={t('countsLabel')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {areas.map((area) => (
        <li key={area.to}>
          <Link
            to={area.to}
            className="block rounded-md border border-slate-200 p-3 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <span className="block text-2xl font-semibold">{value(area.query)}</span>
            <span className="muted block text-sm">{t(area.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
