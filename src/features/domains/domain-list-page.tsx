import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { domainListQuery, type Domain } from '../../api/domains/domains';
import { Badge, PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { domainHref } from './domain-scope';
import { DomainStatus } from './domain-status';
import { BusyBadge } from '../../components/operations/busy-badge';
import { domainMessages } from './messages';
import { domainFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

export function DomainListPage() {
  const t = useMessages(domainMessages);
  const f = useMessages(domainFrames);
  const format = useFormat();
  const pages = useCursorPages();
  const query = useQuery(domainListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const columns: Column<Domain>[] = [
    {
      header: t('name'),
      cell: (domain) => (
        <Link to={domainHref(domain.id)} className="link font-medium">
          <ServerText value={domain.unicodeName ?? domain.name} />
        </Link>
      ),
    },
    {
      header: t('status'),
      cell: (domain) => (
        <span className="inline-flex flex-wrap gap-1">
          <DomainStatus status={domain.status} />
          <BusyBadge kind="domain" ids={[domain.id, domain.name]} />
        </span>
      ),
    },
    { header: t('expires'), cell: (domain) => format.date(domain.expiresAt) },
    { header: t('autoRenew'), cell: (domain) => (domain.autoRenew ? t('on') : t('off')) },
    {
      header: t('renewal'),
      cell: (domain) =>
        domain.pendingRenewalOrder ? <Badge tone="warning">{t('renewalAwaiting')}</Badge> : null,
    },
    { header: t('registryLock'), cell: (domain) => (domain.registryLock ? t('on') : t('off')) },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<ButtonLink to="/domains/bulk-dns">{t('bulkDns')}</ButtonLink>}
      />
      <div className="card">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(domain) => domain.id}
          showPageSize
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
