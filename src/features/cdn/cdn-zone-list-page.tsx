import { useMemo } from 'react';
import { Link } from 'react-router';
import { domainListPagesQuery, type Domain } from '../../api/domains/domains';
import type { ListStateConfig } from '../../components/list/list-state';
import { ListView, type ListColumn } from '../../components/list/list-view';
import { useListState } from '../../components/list/use-list-state';
import { useLoadedList, type LoadedList } from '../../components/list/use-loaded-list';
import { PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { ServerText } from '../../components/ui/server-text';
import { useMessages } from '../../i18n/use-messages';
import type { CsvColumn } from '../../lib/csv';
import { cdnMessages } from './messages';
import { cdnFrames } from './page-frame-messages';

const listConfig: ListStateConfig<'domain' | 'zone', never> = {
  sortKeys: ['domain', 'zone'],
  defaultSort: 'domain',
};

const displayName = (domain: Domain) => domain.unicodeName ?? domain.name;
const hasZone = (domain: Domain) => Boolean(domain.cdnZoneId);

/**
 * The API has no CDN zone list (assumed-shapes.md): zones are found through the domains that
 * point at them, so this page reads every domain (it shares the domain list's cache) and lists
 * those with a `cdnZoneId`.
 */
export function CdnZoneListPage() {
  const t = useMessages(cdnMessages);
  const f = useMessages(cdnFrames);
  const control = useListState(listConfig);
  const domains = useLoadedList(domainListPagesQuery(), Infinity);
  const list: LoadedList<Domain> = useMemo(
    () => ({
      ...domains,
      rows: domains.rows.filter(hasZone),
      loadAll: () => domains.loadAll().then((rows) => rows.filter(hasZone)),
    }),
    [domains],
  );
  const columns = useMemo<ListColumn<Domain, 'domain' | 'zone'>[]>(
    () => [
      {
        header: t('domain'),
        sortKey: 'domain',
        sortValue: displayName,
        cell: (domain) => (
          <Link to={`/cdn/${domain.cdnZoneId}`} className="link font-medium">
            <ServerText value={displayName(domain)} keepWhole />
          </Link>
        ),
      },
      {
        header: t('zone'),
        sortKey: 'zone',
        sortValue: (domain) => domain.cdnZoneId,
        cell: (domain) => domain.cdnZoneId ?? '',
        cellClassName: 'font-mono text-xs',
      },
    ],
    [t],
  );
  const csvColumns: CsvColumn<Domain>[] = [
    { header: t('domain'), value: displayName },
    { header: t('zone'), value: (domain) => domain.cdnZoneId },
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<ButtonLink to="/cdn/security">{t('securityReport')}</ButtonLink>}
      />
      <div className="card">
        <ListView
          label={t('zonesLabel')}
          list={list}
          control={control}
          columns={columns}
          rowKey={(domain) => domain.id}
          searchText={(domain) => `${domain.name} ${displayName(domain)} ${domain.cdnZoneId ?? ''}`}
          csv={{ fileName: 'cdn-zones', columns: csvColumns }}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
