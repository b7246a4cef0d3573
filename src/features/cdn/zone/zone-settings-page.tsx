import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { useParams } from 'react-router';
import { RelatedLink } from '../../../components/ui/links';
import { cdnZoneQuery } from '../../../api/cdn/cdn';
import { isApiError } from '../../../api/core/errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SupportTools } from '../../../components/support/support-tools';
import { cdnZonePath } from '../../../api/core/paths';
import { Notice, PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { zoneMessages } from './messages';
import { ProxiedRecords } from './proxied-records';
import { PurgeCacheSection } from './purge-cache-section';
import { zonePageRead } from './use-update-zone';
import { ZoneOverview } from './zone-overview';
import { ZoneSettingsForm } from './zone-settings-form';
import { ZoneStatusBadge } from './zone-status';
import { useServerWords } from '../../../components/server-words';

function HeaderLinks() {
  const t = useMessages(zoneMessages);
  return <RelatedLink to="/cdn/security">{t('securityReport')}</RelatedLink>;
}

export function ZoneSettingsPage() {
  const t = useMessages(zoneMessages);
  const serverWords = useServerWords();
  const { id = '' } = useParams();
  const query = useQuery(cdnZoneQuery(id, zonePageRead));
  useRecordVisit('cdnZone', query.data?.domain);
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={t('fallbackTitle')} actions={<HeaderLinks />} />
        {isApiError(query.error) && query.error.status === 404 && (
          <div className="mb-4">
            <Notice tone="warning">{t('notFound')}</Notice>
          </div>
        )}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const zone = query.data;
  const domain = zone.domain ?? id;
  return (
    <>
      <PageHeader
        title={domain}
        description={t('zoneId', { id: zone.id ?? id })}
        actions={<HeaderLinks />}
      >
        {zone.status && (
          <div className="mt-2">
            <ZoneStatusBadge status={zone.status} />
          </div>
        )}
      </PageHeader>
      {zone.reason && (
        <div className="mb-6">
          <Notice tone={zone.status === 'active' ? 'warning' : 'info'} title={t('reasonTitle')}>
            {serverWords(undefined, zone.reason)}
          </Notice>
        </div>
      )}
      <ZoneOverview zone={zone} />
      <ZoneSettingsForm key={zone.id ?? id} zone={zone} zoneId={id} />
      {zone.records && <ProxiedRecords records={zone.records} />}
      <PurgeCacheSection zoneId={id} domain={domain} />
      <SupportTools
        values={[
          { kind: 'id', value: zone.id ?? id },
          { kind: 'domain', value: zone.domain },
          { kind: 'domainId', value: zone.domainId },
        ]}
        data={zone}
        read={{ path: cdnZonePath(id), query: zonePageRead }}
      />
    </>
  );
}
