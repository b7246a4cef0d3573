import { useMemo } from 'react';
import { Link } from 'react-router';
import { dnsZoneListPagesQuery, type DnsZone } from '../../api/dns/dns';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn, type ListFilter } from '../../components/list/list-view';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList } from '../../components/list/use-loaded-list';
import { PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { ZoneAsciiName, ZoneName } from '../../components/dns/zone-name';
import { useFormat, useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { unicodeHostname } from '../../lib/unicode-hostname';
import { dnsMessages } from './messages';
import { dnsFrames } from './page-frame-messages';
import { lintMessages } from './lint/messages';
import { ZoneLintCount } from './lint/zone-lint-count';

const listConfig: ListStateConfig<'name' | 'records', 'forwarding' | 'cdn'> = {
  sortKeys: ['name', 'records'],
  defaultSort: 'name',
  filters: { forwarding: ['on', 'off'], cdn: ['on', 'off'] },
};

const onOrOff = (value: boolean) => (value ? 'on' : 'off');

export function ZoneListPage() {
  const t = useMessages(dnsMessages);
  const f = useMessages(dnsFrames);
  const lint = useMessages(lintMessages);
  const format = useFormat();
  const control = useListState(listConfig);
  const list = useLoadedList(dnsZoneListPagesQuery());
  const columns = useMemo<ListColumn<DnsZone, 'name' | 'records'>[]>(
    () => [
      {
        header: t('zone'),
        sortKey: 'name',
        sortValue: (zone) => unicodeHostname(zone.name),
        cell: (zone) => (
          <>
            <Link to={`/dns/${zone.id}`} className="link font-medium">
              <ZoneName name={zone.name} />
            </Link>
            <ZoneAsciiName name={zone.name} />
          </>
        ),
      },
      {
        header: t('records'),
        sortKey: 'records',
        sortValue: (zone) => zone.recordCount,
        cell: (zone) => format.number(zone.recordCount),
      },
      {
        header: t('emailForwarding'),
        cell: (zone) => (zone.emailForwarding ? t('on') : t('off')),
      },
      { header: t('cdn'), cell: (zone) => (zone.cdnZoneId ? t('proxiedZone') : t('noCdn')) },
      // Only the rows of the shown page render, so only their zones are read.
      { header: lint('title'), cell: (zone) => <ZoneLintCount zone={zone} /> },
    ],
    [t, lint, format],
  );
  const filters: ListFilter<DnsZone, 'forwarding' | 'cdn'>[] = [
    {
      name: 'forwarding',
      label: t('emailForwarding'),
      options: [
        { value: 'on', label: t('on') },
        { value: 'off', label: t('off') },
      ],
      value: (zone) => onOrOff(zone.emailForwarding),
    },
    {
      name: 'cdn',
      label: t('cdn'),
      options: [
        { value: 'on', label: t('proxiedZone') },
        { value: 'off', label: t('noCdn') },
      ],
      value: (zone) => onOrOff(Boolean(zone.cdnZoneId)),
    },
  ];
  const csvColumns: CsvColumn<DnsZone>[] = [
    { header: t('zone'), value: (zone) => unicodeHostname(zone.name) },
    { header: 'ID', value: (zone) => zone.id },
    { header: t('records'), value: (zone) => zone.recordCount },
    { header: t('emailForwarding'), value: (zone) => (zone.emailForwarding ? t('on') : t('off')) },
    { header: t('cdn'), value: (zone) => zone.cdnZoneId ?? '' },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={
          <>
            <ButtonLink to="/dns/search">{t('searchAllZones')}</ButtonLink>
            <ButtonLink to="/domains/bulk-dns">{t('bulkDns')}</ButtonLink>
          </>
        }
      />
      <div className="card">
        <ListView
          label={t('listLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(zone) => zone.id}
          searchText={(zone) => `${unicodeHostname(zone.name)} ${zone.name} ${zone.id}`}
          filters={filters}
          csv={{ fileName: 'dns-zones', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
