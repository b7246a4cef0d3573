import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  hostingListPagesQuery,
  hostingPlatforms,
  hostingStatuses,
  type HostingAccount,
} from '../../api/hosting/hosting';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../components/list/list-view';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { BusyBadge } from '../../components/operations/busy-badge';
import { Badge, PageHeader } from '../../components/ui/layout';
import { ServerText } from '../../components/ui/server-text';
import { useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { useHostingLabel } from './account/use-hosting-label';
import { hostingMessages } from './messages';
import { hostingFrames } from './page-frame-messages';

type SortKey = 'name' | 'domain' | 'plan' | 'status';

const listConfig: ListStateConfig<SortKey, 'status' | 'platform'> = {
  sortKeys: ['name', 'domain', 'plan', 'status'],
  defaultSort: 'name',
  filters: { status: hostingStatuses, platform: hostingPlatforms },
};

export function AccountListPage() {
  const t = useMessages(hostingMessages);
  const f = useMessages(hostingFrames);
  const control = useListState(listConfig);
  const list = useLoadedList(hostingListPagesQuery());
  const label = useHostingLabel();
  const columns = useMemo<ListColumn<HostingAccount, SortKey>[]>(
    () => [
      {
        header: t('name'),
        sortKey: 'name',
        sortValue: (account) => account.name,
        cell: (account) => (
          <Link to={`/hosting/${account.id}`} className="link font-medium">
            <ServerText value={account.name} keepWhole />
          </Link>
        ),
      },
      {
        header: t('primaryDomain'),
        sortKey: 'domain',
        sortValue: (account) => account.primaryDomain,
        cell: (account) => account.primaryDomain,
      },
      {
        header: t('plan'),
        sortKey: 'plan',
        sortValue: (account) => account.plan,
        cell: (account) => account.plan,
      },
      {
        header: t('status'),
        sortKey: 'status',
        sortValue: (account) => label('status', account.status),
        cell: (account) => (
          <span className="inline-flex flex-wrap gap-1">
            <Badge tone={account.status === 'active' ? 'good' : 'warning'}>
              {label('status', account.status)}
            </Badge>
            <BusyBadge kind="hosting" ids={[account.id]} />
          </span>
        ),
      },
      { header: t('platform'), cell: (account) => label('platform', account.platform) },
    ],
    [t, label],
  );
  const filters: ListFilter<HostingAccount, 'status' | 'platform'>[] = [
    {
      name: 'status',
      label: t('status'),
      options: hostingStatuses.map((value) => ({ value, label: label('status', value) })),
      value: (account) => account.status,
    },
    {
      name: 'platform',
      label: t('platform'),
      options: hostingPlatforms.map((value) => ({ value, label: label('platform', value) })),
      value: (account) => account.platform,
    },
  ];
  const csvColumns: CsvColumn<HostingAccount>[] = [
    { header: t('name'), value: (account) => account.name },
    { header: 'ID', value: (account) => account.id },
    { header: t('primaryDomain'), value: (account) => account.primaryDomain },
    { header: t('plan'), value: (account) => account.plan },
    { header: t('status'), value: (account) => label('status', account.status) },
    { header: t('platform'), value: (account) => label('platform', account.platform) },
  ];
  return (
    <>
      <PageHeader title={f('listTitle')} description={f('listDescription')} />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(account) => account.id}
          searchText={(account) =>
            `${account.name} ${account.id} ${account.plan} ${account.domains.map((domain) => domain.name).join(' ')} ${account.primaryDomain}`
          }
          filters={filters}
          csv={{ fileName: 'hosting-accounts', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
