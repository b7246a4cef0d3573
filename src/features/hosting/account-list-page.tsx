import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hostingListQuery, type HostingAccount } from '../../api/hosting/hosting';
import { Badge, PageHeader } from '../../components/ui/layout';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useMessages } from '../../i18n/use-messages';
import { useHostingLabel } from './account/use-hosting-label';
import { hostingMessages } from './messages';
import { hostingFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

export function AccountListPage() {
  const t = useMessages(hostingMessages);
  const f = useMessages(hostingFrames);
  const pages = useCursorPages();
  const query = useQuery(hostingListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const label = useHostingLabel();
  const columns: Column<HostingAccount>[] = [
    {
      header: t('name'),
      cell: (account) => (
        <Link to={`/hosting/${account.id}`} className="link font-medium">
          <ServerText value={account.name} />
        </Link>
      ),
    },
    { header: t('primaryDomain'), cell: (account) => account.primaryDomain },
    { header: t('plan'), cell: (account) => account.plan },
    {
      header: t('status'),
      cell: (account) => (
        <Badge tone={account.status === 'active' ? 'good' : 'warning'}>
          {label('status', account.status)}
        </Badge>
      ),
    },
    { header: t('platform'), cell: (account) => label('platform', account.platform) },
  ];
  return (
    <>
      <PageHeader title={f('listTitle')} description={f('listDescription')} />
      <div className="card">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(account) => account.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
