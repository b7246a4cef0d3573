import { Link } from 'react-router';
import type { DnsZone } from '../../../api/dns/dns';
import { DefinitionList, Section } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { dnsMessages } from '../messages';

export function ZoneSummary({ zone }: { zone: DnsZone }) {
  const t = useMessages(dnsMessages);
  const format = useFormat();
  return (
    <Section id="zone-details" title={t('details')}>
      <DefinitionList
        items={[
          { term: t('records'), value: format.number(zone.recordCount) },
          {
            term: t('domain'),
            value: zone.domainId ? (
              <Link className="link" to={`/domains/${encodeURIComponent(zone.domainId)}`}>
                {t('openDomain')}
              </Link>
            ) : (
              t('noDomain')
            ),
          },
          { term: t('emailForwarding'), value: zone.emailForwarding ? t('on') : t('off') },
          {
            term: t('cdn'),
            value: zone.cdnZoneId ? (
              <Link className="link" to={`/cdn/${encodeURIComponent(zone.cdnZoneId)}`}>
                {t('openCdn')}
              </Link>
            ) : (
              t('noCdn')
            ),
          },
        ]}
      />
    </Section>
  );
}
