import { useRuleMessage } from '../../../components/dns/use-rule-message';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsMessages } from './messages';
import type { ZoneCheckFinding } from './zone-check';

/** Each finding as "domain, record 2 (CNAME shop): reason". */
export function ZoneCheckList({
  findings,
  unread = [],
  shown,
}: {
  findings: readonly ZoneCheckFinding[];
  /** Domains whose zone could not be read. */
  unread?: readonly string[];
  /** The domain as people write it. */
  shown: (domainName: string) => string;
}) {
  const t = useMessages(bulkDnsMessages);
  const message = useRuleMessage();
  return (
    <ul className="list-disc pl-5 [overflow-wrap:anywhere]">
      {findings.map((found) => (
        <li key={`${found.domainName} ${found.index} ${found.rule}`}>
          {t('findingLine', {
            domain: shown(found.domainName),
            number: found.index + 1,
            record: `${found.record.type} ${found.record.name === '' ? '@' : found.record.name}`,
            reason: message(found.rule) ?? found.rule,
          })}
        </li>
      ))}
      {unread.map((name) => (
        <li key={name}>{t('unreadZone', { domain: shown(name) })}</li>
      ))}
    </ul>
  );
}
