import { Link } from 'react-router';
import type { Domain } from '../../../api/domains/domains';
import { DefinitionList, Section } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { domainMessages } from '../messages';

export function DomainSummary({ domain }: { domain: Domain }) {
  const t = useMessages(domainMessages);
  const format = useFormat();
  const onOff = (value: boolean) => (value ? t('on') : t('off'));
  const items = [
    { term: t('expires'), value: format.date(domain.expiresAt) },
    { term: t('autoRenew'), value: onOff(domain.autoRenew) },
    { term: t('registryLock'), value: onOff(domain.registryLock) },
    {
      term: t('dnsZone'),
      value: domain.dnsZoneId ? (
        <Link to={`/dns/${encodeURIComponent(domain.dnsZoneId)}`} className="link">
          {t('openDnsZone')}
        </Link>
      ) : (
        t('noDnsZone')
      ),
    },
    {
      term: t('cdnZone'),
      value: domain.cdnZoneId ? (
        <Link to={`/cdn/${encodeURIComponent(domain.cdnZoneId)}`} className="link">
          {t('openCdnZone')}
        </Link>
      ) : (
        t('noCdnZone')
      ),
    },
  ];
  if (domain.unicodeName && domain.unicodeName !== domain.name) {
    items.unshift({ term: t('asciiName'), value: <code>{domain.name}</code> });
  }
  return (
    <Section id="summary" title={t('summary')}>
      <DefinitionList items={items} />
    </Section>
  );
}
