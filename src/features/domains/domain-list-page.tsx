import { useMemo } from 'react';
import { BusyBadge } from '../../components/operations/busy-badge';
import { Link } from 'react-router';
import { domainListPagesQuery, domainStatuses, type Domain } from '../../api/domains/domains';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../components/list/list-view';
import { timeValue } from '../../components/list/sort-rows';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { Badge, PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { ServerText } from '../../components/ui/server-text';
import type { CsvColumn } from '../../lib/csv';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { domainHref } from './domain-scope';
import { DomainStatus } from './domain-status';
import { domainMessages } from './messages';
import { domainFrames } from './page-frame-messages';
import { calendarDay } from '../../i18n/calendar-day';

const listConfig: ListStateConfig<'name' | 'status' | 'expires', 'status' | 'renewal'> = {
  sortKeys: ['name', 'status', 'expires'],
  defaultSort: 'name',
  filters: { status: domainStatuses, renewal: ['awaiting', 'none'] },
};

const displayName = (domain: Domain) => domain.unicodeName ?? domain.name;

export function DomainListPage() {
  const t = useMessages(domainMessages);
  const f = useMessages(domainFrames);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(domainListPagesQuery());
  const onOff = (value: boolean) => (value ? t('on') : t('off'));
  const status = (domain: Domain) => t.or(`status_${domain.status}`, domain.status);
  const columns = useMemo<ListColumn<Domain, 'name' | 'status' | 'expires'>[]>(
    () => [
      {
        header: t('name'),
        sortKey: 'name',
        sortValue: displayName,
        cell: (domain) => (
          <Link to={domainHref(domain.id)} className="link font-medium">
            <ServerText value={displayName(domain)} keepWhole />
          </Link>
        ),
      },
      {
        header: t('status'),
        sortKey: 'status',
        sortValue: (domain) => t.or(`status_${domain.status}`, domain.status),
        cell: (domain) => (
          <span className="inline-flex flex-wrap gap-1">
            <DomainStatus status={domain.status} />
            <BusyBadge kind="domain" ids={[domain.id, domain.name]} />
          </span>
        ),
      },
      {
        header: t('expires'),
        sortKey: 'expires',
        sortValue: (domain) => timeValue(domain.expiresAt),
        cell: (domain) => format.date(domain.expiresAt),
      },
      { header: t('autoRenew'), cell: (domain) => (domain.autoRenew ? t('on') : t('off')) },
      {
        header: t('renewal'),
        cell: (domain) =>
          domain.pendingRenewalOrder ? <Badge tone="warning">{t('renewalAwaiting')}</Badge> : null,
      },
      { header: t('registryLock'), cell: (domain) => (domain.registryLock ? t('on') : t('off')) },
    ],
    [t, format],
  );
  const filters: ListFilter<Domain, 'status' | 'renewal'>[] = [
    {
      name: 'status',
      label: t('status'),
      options: domainStatuses.map((value) => ({ value, label: t(`status_${value}`) })),
      value: (domain) => domain.status,
    },
    {
      name: 'renewal',
      label: t('renewal'),
      options: [
        { value: 'awaiting', label: t('renewalAwaiting') },
        { value: 'none', label: t('renewalNone') },
      ],
      value: (domain) => (domain.pendingRenewalOrder ? 'awaiting' : 'none'),
    },
  ];
  const csvColumns: CsvColumn<Domain>[] = [
    { header: t('name'), value: displayName },
    { header: 'ID', value: (domain) => domain.id },
    { header: t('status'), value: status },
    { header: t('expires'), value: (domain) => calendarDay(domain.expiresAt) },
    { header: t('autoRenew'), value: (domain) => onOff(domain.autoRenew) },
    {
      header: t('renewal'),
      value: (domain) => (domain.pendingRenewalOrder ? t('renewalAwaiting') : ''),
    },
    { header: t('registryLock'), value: (domain) => onOff(domain.registryLock) },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<ButtonLink to="/domains/bulk-dns">{t('bulkDns')}</ButtonLink>}
      />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(domain) => domain.id}
          searchText={(domain) => `${domain.name} ${displayName(domain)} ${domain.id}`}
          filters={filters}
          csv={{ fileName: 'domains', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
