import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dnsZoneListQuery, type DnsZone } from '../../api/dns/dns';
import { PageHeader } from '../../components/ui/layout';
import { RelatedLink } from '../../components/ui/links';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { dnsMessages } from './messages';
import { dnsFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

export function ZoneListPage() {
  const t = useMessages(dnsMessages);
  const f = useMessages(dnsFrames);
  const format = useFormat();
  const pages = useCursorPages();
  const query = useQuery(dnsZoneListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const columns: Column<DnsZone>[] = [
    {
      header: t('zone'),
      cell: (zone) => (
        <Link to={`/dns/${zone.id}`} className="link font-medium">
          <ServerText value={zone.name} />
        </Link>
      ),
    },
    { header: t('records'), cell: (zone) => format.number(zone.recordCount) },
    { header: t('emailForwarding'), cell: (zone) => (zone.emailForwarding ? t('on') : t('off')) },
    { header: t('cdn'), cell: (zone) => (zone.cdnZoneId ? t('proxiedZone') : t('noCdn')) },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<RelatedLink to="/domains/bulk-dns">{t('bulkDns')}</RelatedLink>}
      />
      <div className="card">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(zone) => zone.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
