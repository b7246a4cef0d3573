import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { vpsListQuery, type Vps } from '../../api/vps';
import { buttonClasses } from '../../components/ui/button';
import { Badge, PageHeader, type Tone } from '../../components/ui/layout';
import { PagedTable, type Column } from '../../components/ui/paged-table';
import { useCursorPages } from '../../components/ui/pager';
import { useMessages } from '../../i18n/use-messages';
import { vpsMessages } from './messages';

const statusTone: Record<string, Tone> = { running: 'good', stopped: 'neutral', provisioning: 'info', rebuilding: 'info', stopping: 'warning', error: 'bad' };

export function ServerStatus({ status }: { status: Vps['status'] }) {
  const t = useMessages(vpsMessages);
  const key = `status_${status}`;
  return <Badge tone={statusTone[status] ?? 'neutral'}>{t.has(key) ? t(key) : status}</Badge>;
}

export function ServerListPage() {
  const t = useMessages(vpsMessages);
  const pages = useCursorPages();
  const query = useQuery(vpsListQuery({ limit: pages.pageSize, cursor: pages.cursor }));
  const columns: Column<Vps>[] = [
    {
      header: t('name'),
      cell: (server) => (
        <Link to={`/vps/${server.id}`} className="link font-medium">
          {server.name}
        </Link>
      ),
    },
    { header: t('status'), cell: (server) => <ServerStatus status={server.status} /> },
    { header: t('region'), cell: (server) => server.region },
    { header: t('size'), cell: (server) => t('sizeValue', { cpu: server.cpuCores, memory: server.memoryGb, storage: server.storageGb }) },
    { header: t('address'), cell: (server) => <span className="font-mono">{server.ipv4.join(', ') || '—'}</span> },
    { header: t('os'), cell: (server) => server.osName ?? '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link to="/vps/ssh-keys" className={buttonClasses('secondary')}>
            {t('sshKeys')}
          </Link>
        }
      />
      <div className="card">
        <PagedTable query={query} pages={pages} columns={columns} rowKey={(server) => server.id} label={t('listLabel')} emptyTitle={t('empty')} emptyDescription={t('emptyHint')} />
      </div>
    </>
  );
}
