import type { HostingAccount } from '../../../api/hosting';
import { DefinitionList, Section, TableScroll } from '../../../components/ui/layout';
import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';
import { useHostingAccount } from './use-hosting-account';
import { useHostingLabel } from './use-hosting-label';

function DomainTable({ domains }: { domains: HostingAccount['domains'] }) {
  const t = useMessages(hostingMessages);
  const label = useHostingLabel();
  return (
    <TableScroll label={t('domainsLabel')}>
      <table className="table">
        <caption className="sr-only">{t('domainsLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('domainName')}</th>
            <th scope="col">{t('domainKind')}</th>
          </tr>
        </thead>
        <tbody>
          {domains.map((domain) => (
            <tr key={domain.name}>
              <td className="break-all">{domain.name}</td>
              <td>{label('kind', domain.kind)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function AccountOverview() {
  const account = useHostingAccount();
  const t = useMessages(hostingMessages);
  const label = useHostingLabel();
  return (
    <>
      <Section id="hosting-overview" title={t('tab_overview')}>
        <DefinitionList
          items={[
            { term: t('name'), value: account.name },
            { term: t('primaryDomain'), value: account.primaryDomain },
            { term: t('plan'), value: account.plan },
            { term: t('status'), value: label('status', account.status) },
            { term: t('platform'), value: label('platform', account.platform) },
          ]}
        />
      </Section>
      <Section id="hosting-domains" title={t('domainsTitle')}>
        <DomainTable domains={account.domains} />
      </Section>
    </>
  );
}
