import { Link } from 'react-router';
import { unicodeHostname } from '../../../lib/unicode-hostname';
import { Badge } from '../../../components/ui/layout';
import { useCount } from '../../../i18n/use-count';
import { useMessages } from '../../../i18n/use-messages';
import { lintMessages } from './messages';
import { useZoneLintCounts } from './use-zone-lint-counts';

/**
 * The zone list's cell: how many errors and warnings the zone check finds, linking to them on
 * the zone's page. One line in every state, so the table does not move as counts arrive.
 */
export function ZoneLintCount({ zone }: { zone: { id: string; name: string } }) {
  const t = useMessages(lintMessages);
  const tCount = useCount(t);
  const { counts, failed } = useZoneLintCounts(zone.id);
  const line = 'inline-flex min-h-6 items-center gap-1 whitespace-nowrap text-sm';
  if (!counts)
    return (
      <span className={`${line} muted`}>{failed ? t('countFailed') : t('countChecking')}</span>
    );
  if (counts.error === 0 && counts.warning === 0)
    return <span className={`${line} muted`}>{t('countClean')}</span>;
  const parts = [
    ...(counts.error > 0 ? [tCount('countErrors', counts.error)] : []),
    ...(counts.warning > 0 ? [tCount('countWarnings', counts.warning)] : []),
  ];
  // The name says it in one sentence with the zone; browsers join the badges' words unevenly.
  return (
    <Link
      to={`/dns/${zone.id}#zone-check`}
      className={`${line} link`}
      aria-label={`${t('countOf', { zone: unicodeHostname(zone.name) })} ${parts.join(', ')}`}
    >
      {counts.error > 0 && <Badge tone="bad">{parts[0]}</Badge>}
      {counts.warning > 0 && <Badge tone="warning">{parts[parts.length - 1]}</Badge>}
    </Link>
  );
}
