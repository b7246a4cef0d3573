import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { vpsListQuery, type Vps } from '../../api/vps/vps';
import { PageHeader } from '../../components/ui/layout';
import { ButtonLink } from '../../components/ui/links';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useMessages } from '../../i18n/use-messages';
import { vpsMessages } from './messages';
import { ServerStatus } from './server-status';
import { BusyBadge } from '../../components/operations/busy-badge';
import { vpsFrames } from './page-frame-messages';
import { ServerText } from '../../components/ui/server-text';

export { ServerStatus };

export function ServerListPage() {
  const t = useMessages(vpsMessages);
  const f = useMessages(vpsFrames);
  const pages = useCursorPages();
  const query = useQuery(vpsListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const columns: Column<Vps>[] = [
    {
      header: t('name'),
      cell: (server) => (
        <Link to={`/vps/${server.id}`} className="link font-medium">
          <ServerText value={server.name} />
        </Link>
      ),
    },
    {
      header: t('status'),
      cell: (server) => (
        <span className="inline-flex flex-wrap gap-1">
          <ServerStatus status={server.status} />
          <BusyBadge kind="vps" ids={[server.id]} />
        </span>
      ),
    },
    { header: t('region'), cell: (server) => server.region },
    {
      header: t('size'),
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
  ];
  return (
    <>
      <PageHeader
        title={f('listTitle')}
        description={f('listDescription')}
        actions={<ButtonLink to="/vps/ssh-keys">{t('sshKeys')}</ButtonLink>}
      />
      <div className="card">
        <PagedTable
          query={query}
          pages={pages}
          columns={columns}
          rowKey={(server) => server.id}
          label={t('listLabel')}
          emptyTitle={t('empty')}
          emptyDescription={t('emptyHint')}
        />
      </div>
    </>
  );
}
