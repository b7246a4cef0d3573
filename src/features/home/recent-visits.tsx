import { Link } from 'react-router';
import { ServerText } from '../../components/ui/server-text';
import { useRecentVisits } from '../../components/recent/use-recent-visits';
import type { VisitKind } from '../../components/recent/recent-store';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';

const kindLabel: Record<VisitKind, keyof typeof homeMessages.en> = {
  domain: 'countDomains',
  dnsZone: 'countDnsZones',
  cdnZone: 'kindCdnZone',
  server: 'countServers',
  hosting: 'countHosting',
  invoice: 'countInvoices',
};

/** Kept on this device only, per account; see components/recent. */
export function RecentVisits() {
  const t = useMessages(homeMessages);
  const format = useFormat();
  const visits = useRecentVisits();
  if (visits.length === 0) return <p className="muted text-sm">{t('recentNone')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {visits.map((visit) => (
        <li key={visit.href} className="flex flex-wrap items-baseline justify-between gap-2">
          <Link to={visit.href} className="link min-w-0 font-medium">
            <ServerText value={visit.name} />
          </Link>
          <span className="muted text-xs">
            {t(kindLabel[visit.kind])} · {format.relative(new Date(visit.at).toISOString())}
          </span>
        </li>
      ))}
    </ul>
  );
}
