import { useRuleMessage } from '../../../components/dns/use-rule-message';
import { useMessages } from '../../../i18n/use-messages';
import { bulkDnsMessages } from './messages';
import type { ZoneCheckFinding } from './zone-check';
import { InlineName } from '../../../components/ui/server-text';

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
          {t.rich('findingLine', {
            domain: <InlineName value={shown(found.domainName)} />,
            number: found.index + 1,
            record: `${found.record.type} ${found.record.name === '' ? '@' : found.record.name}`,
            reason: message(found.rule) ?? found.rule,
          })}
        </li>
      ))}
      {unread.map((name) => (
        <li key={name}>{t.rich('unreadZone', { domain: <InlineName value={shown(name)} /> })}</li>
      ))}
    </ul>
  );
}
