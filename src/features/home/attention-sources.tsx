import { useMessages } from '../../i18n/use-messages';
import { homeMessages } from './messages';
import type { AttentionSource } from './use-home-data';

/** "Not read: CDN security report, Live SSH access": the sources the rules stand on, by name. */
export function SourceList({ lead, sources }: { lead: string; sources: AttentionSource[] }) {
  const t = useMessages(homeMessages);
  return (
    <div className="flex flex-wrap gap-x-2 text-sm">
      <span>{lead}</span>
      <ul className="flex flex-wrap gap-x-1.5 font-medium">
        {sources.map((source) => (
          <li key={source} className="after:content-[','] last:after:content-none">
            {t(source)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sources still coming once the home has shown what it has (a read that stalled). */
export function AttentionWaiting({ sources }: { sources: AttentionSource[] }) {
  const t = useMessages(homeMessages);
  if (sources.length === 0) return null;
  return (
    <div role="status">
      <SourceList lead={t('attentionWaiting')} sources={sources} />
    </div>
  );
}
