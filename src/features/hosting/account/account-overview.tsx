import type { HostingAccount } from '../../../api/hosting/hosting';
import { DataTable } from '../../../components/ui/data-table';
import { DefinitionList, Section } from '../../../components/ui/layout';
import { WrapAfter } from '../../../components/ui/wrap-after';
import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';
import { useHostingAccount } from './use-hosting-account';
import { useHostingLabel } from './use-hosting-label';

function DomainTable({ domains }: { domains: HostingAccount['domains'] }) {
  const t = useMessages(hostingMessages);
  const label = useHostingLabel();
  return (
    <DataTable
      label={t('domainsLabel')}
      rows={domains}
      rowKey={(domain) => domain.name}
      columns={[
        {
          header: t('domainName'),
          cell: (domain) => <WrapAfter value={domain.name} separator="." />,
        },
        { header: t('domainKind'), cell: (domain) => label('kind', domain.kind) },
      ]}
    />
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
