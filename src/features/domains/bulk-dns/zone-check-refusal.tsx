import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsMessages } from './messages';
import { useCachedDomains } from './use-cached-domains';
import type { ZoneCheckResult } from './use-zone-check';
import { ZoneCheckList } from './zone-check-list';

/** Why nothing was queued, per domain, with the way out of leaving those domains out. */
export function ZoneCheckRefusal({
  result,
  onLeaveOut,
}: {
  result: ZoneCheckResult;
  onLeaveOut: (domainNames: string[]) => void;
}) {
  const t = useMessages(bulkDnsMessages);
  const { shown } = useCachedDomains();
  const domains = [
    ...new Set([...result.errors.map((found) => found.domainName), ...result.unread]),
  ];
  return (
    <div role="alert">
      <Notice tone="danger" title={t('refusedTitle')}>
        <ZoneCheckList findings={result.errors} unread={result.unread} shown={shown} />
        <p className="mt-2">{t('refusedHint')}</p>
        <Button size="sm" className="mt-2" onClick={() => onLeaveOut(domains)}>
          {t('leaveOut', { count: domains.length })}
        </Button>
      </Notice>
    </div>
  );
}
