import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { vpsQuery } from '../../../api/vps/vps';
import { SupportTools } from '../../../components/support/support-tools';
import { vpsPath } from '../../../api/core/paths';
import { ScopeOperations } from '../../../components/operations/scope-operations';
import { DetailLoadFailure } from '../../../components/ui/detail-load-failure';
import { PageHeader } from '../../../components/ui/layout';
import { BusyBadge } from '../../../components/operations/busy-badge';
import { PageFrame } from '../../../components/routing/page-frame';
import { useScrollToFragment } from '../../../components/use-scroll-to-fragment';
import { useMessages } from '../../../i18n/use-messages';
import { BackupsSection } from '../backups/backups-section';
import { FirmwareSection } from '../firmware/firmware-section';
import { vpsScope } from '../jobs/scope';
import { PowerSection } from '../power/power-section';
import { RebuildSection } from '../rebuild/rebuild-section';
import { SshAccessSection } from '../ssh-access/ssh-access-section';
import { UsedBySection } from '../used-by/used-by-section';
import { ServerStatus } from '../server-status';
import { serverMessages } from './messages';
import { ServerSummary } from './server-summary';
import { vpsFrames } from '../page-frame-messages';

/** The page's sections in page order, with the ids their links jump to. */
const sections = [
  { key: 'power', anchor: 'power' },
  { key: 'firmware', anchor: 'firmware' },
  { key: 'rebuild', anchor: 'rebuild' },
  { key: 'sshAccess', anchor: 'ssh-access' },
  { key: 'backups', anchor: 'backups' },
] as const;

export function ServerPage() {
  const t = useMessages(serverMessages);
  const f = useMessages(vpsFrames);
  const { id = '' } = useParams();
  const query = useQuery(vpsQuery(id));
  useRecordVisit('server', query.data?.name);
  // The page's sections render as a transition, which React splits into short tasks
  // so typing and scrolling never wait for it.
  const server = useDeferredValue(query.data);
  useScrollToFragment(server !== undefined);
  if (query.isError) {
    return (
      <DetailLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={f('serverTitle')}
        notFound={{ title: t('notFoundTitle'), detail: t('notFound') }}
      />
    );
  }
  if (query.isPending || server === undefined) {
    return (
      <PageFrame
        messages={vpsFrames}
        title="serverTitle"
        description="serverDescription"
        failureReason={query.failureReason}
      />
    );
  }
  return (
    <>
      <PageHeader title={server.name} description={server.hostname}>
        <div className="mt-2 flex flex-wrap gap-2">
          <ServerStatus status={server.status} />
          <BusyBadge kind="vps" ids={[server.id]} />
        </div>
      </PageHeader>
      <div className="mb-6">
        <ScopeOperations scope={vpsScope(server.id)} />
      </div>
      <nav aria-label={t('sections')} className="mb-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {sections.map(({ key, anchor }) => (
            <li key={key}>
              <a className="link" href={`#${anchor}`}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ServerSummary server={server} />
      <PowerSection server={server} />
      <FirmwareSection server={server} />
      <RebuildSection server={server} />
      <SshAccessSection server={server} />
      <BackupsSection server={server} />
      <UsedBySection server={server} />
      <SupportTools
        values={[
          { kind: 'id', value: server.id },
          { kind: 'hostname', value: server.hostname },
          ...[...server.ipv4, ...server.ipv6].map((ip) => ({ kind: 'ip' as const, value: ip })),
        ]}
        data={query.data}
        read={{ path: vpsPath(server.id) }}
      />
    </>
  );
}
