import { useMemo } from 'react';
import { BusyBadge } from '../../components/operations/busy-badge';
import { Link } from 'react-router';
import { vpsListPagesQuery, vpsStatuses, type Vps } from '../../api/vps/vps';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../components/list/list-view';
import { timeValue } from '../../components/list/sort-rows';
import { useDistinctOptions } from '../../components/list/use-distinct-options';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { ServerText } from '../../components/ui/server-text';
import { useFormat, useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { vpsMessages } from './messages';
import { ServerStatus } from './server-status';
import { vpsFrames } from './page-frame-messages';

export { ServerStatus };

type SortKey = 'name' | 'status' | 'region' | 'size' | 'created';

const regionOf = (server: Vps) => server.region;

const listConfig: ListStateConfig<SortKey, 'status' | 'region'> = {
  sortKeys: ['name', 'status', 'region', 'size', 'created'],
  defaultSort: 'name',
  filters: { status: vpsStatuses, region: null },
};

export function ServerListPage() {
  const t = useMessages(vpsMessages);
  const f = useMessages(vpsFrames);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(vpsListPagesQuery());
  const status = (server: Vps) => t.or(`status_${server.status}`, server.status);
  const columns = useMemo<ListColumn<Vps, SortKey>[]>(
    () => [
      {
        header: t('name'),
        sortKey: 'name',
        sortValue: (server) => server.name,
        cell: (server) => (
          <Link to={`/vps/${server.id}`} className="link font-medium">
            <ServerText value={server.name} keepWhole />
          </Link>
        ),
      },
      {
        header: t('status'),
        sortKey: 'status',
        sortValue: (server) => t.or(`status_${server.status}`, server.status),
        cell: (server) => (
          <span className="inline-flex flex-wrap gap-1">
            <ServerStatus status={server.status} />
            <BusyBadge kind="vps" ids={[server.id]} />
          </span>
        ),
      },
      {
        header: t('region'),
        sortKey: 'region',
        sortValue: (server) => server.region,
        cell: (server) => server.region,
      },
      {
        header: t('size'),
        sortKey: 'size',
        // Memory orders sizes the way plans do; cores and storage grow with it.
        sortValue: (server) => server.memoryGb * 1e6 + server.cpuCores * 1e3 + server.storageGb,
        cell: (server) =>
          t('sizeValue', {
            cpu: server.cpuCores,
            memory: server.memoryGb,
            storage: server.storageGb,
          }),
      },
      {
        header: t('address'),
        cell: (server) => <span className="font-mono">{server.ipv4.join(', ') || '—'}</span>,
      },
      { header: t('os'), cell: (server) => server.osName ?? '—' },
      {
        header: t('createdColumn'),
        sortKey: 'created',
        sortValue: (server) => timeValue(server.createdAt),
        cell: (server) => format.date(server.createdAt),
      },
    ],
    [t, format],
  );
  const regions = useDistinctOptions(list.rows, regionOf, control.state.filters.region);
  const filters: ListFilter<Vps, 'status' | 'region'>[] = [
    {
      name: 'status',
      label: t('status'),
      options: vpsStatuses.map((value) => ({ value, label: t(`status_${value}`) })),
      value: (server) => server.status,
    },
    {
      name: 'region',
      label: t('region'),
      options: regions,
      value: regionOf,
    },
  ];
  const csvColumns: CsvColumn<Vps>[] = [
    { header: t('name'), value: (server) => server.name },
    { header: 'ID', value: (server) => server.id },
    { header: t('hostnameColumn'), value: (server) => server.hostname },
    { header: t('status'), value: status },
    { header: t('region'), value: (server) => server.region },
    { header: t('cpuColumn'), value: (server) => server.cpuCores },
    { header: t('memoryColumn'), value: (server) => server.memoryGb },
    { header: t('storageColumn'), value: (server) => server.storageGb },
    { header: 'IPv4', value: (server) => server.ipv4.join(' ') },
    { header: 'IPv6', value: (server) => server.ipv6.join(' ') },
    { header: t('os'), value: (server) => server.osName },
    { header: t('createdColumn'), value: (server) => server.createdAt },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<ButtonLink to="/vps/ssh-keys">{t('sshKeys')}</ButtonLink>}
      />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(server) => server.id}
          searchText={(server) =>
            `${server.name} ${server.hostname} ${server.id} ${server.ipv4.join(' ')} ${server.ipv6.join(' ')} ${server.osName ?? ''}`
          }
          filters={filters}
          csv={{ fileName: 'servers', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
