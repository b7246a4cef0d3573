import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { useScrollToFragment } from '../../../components/use-scroll-to-fragment';
import { useParams } from 'react-router';
import { dnsZoneQuery } from '../../../api/dns/dns';
import { hasCode } from '../../../api/core/errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SupportTools } from '../../../components/support/support-tools';
import { dnsZonePath } from '../../../api/core/paths';
import { Notice, PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { dnsMessages } from '../messages';
import { RecordsSection } from '../records/records-section';
import { ForwardingSupportCopy } from '../forwarding/forwarding-support-copy';
import { ZoneSummary } from './zone-summary';
import { ZoneFileSection } from '../zone-file/zone-file-section';
import { MailSetupSection } from '../mail-presets/mail-setup-dialog';
import { unicodeHostname } from '../../../lib/unicode-hostname';
import { ZoneAsciiName } from '../../../components/dns/zone-name';

export function ZonePage() {
  const t = useMessages(dnsMessages);
  const { id = '' } = useParams();
  const query = useQuery(dnsZoneQuery(id));
  useRecordVisit('dnsZone', query.data?.name);
  // The zone list links to `#zone-check`, which exists only once the zone is read.
  useScrollToFragment(query.isSuccess);
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) {
    return (
      <>
        <PageHeader title={t('zoneFallbackTitle')} />
        {hasCode(query.error, 'dns_zone_not_found') && (
          <div className="mb-4">
            <Notice tone="warning">{t('notFound')}</Notice>
          </div>
        )}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const zone = query.data;
  return (
    <>
      {/* As the domain list writes it; the DNS's own punycode form under it. */}
      <PageHeader title={unicodeHostname(zone.name)}>
        <ZoneAsciiName name={zone.name} />
      </PageHeader>
      {zone.emailForwarding && (
        <div className="mb-6">
          <Notice title={t('forwardingTitle')}>
            <p>{t('forwardingNotice')}</p>
            <ForwardingSupportCopy zone={zone} />
          </Notice>
        </div>
      )}
      <ZoneSummary zone={zone} />
      <RecordsSection zone={zone} />
      <ZoneFileSection zone={zone} />
      <MailSetupSection zone={zone} />
      <SupportTools
        values={[
          { kind: 'id', value: zone.id },
          { kind: 'domain', value: zone.name },
          { kind: 'domainId', value: zone.domainId },
          { kind: 'cdnZoneId', value: zone.cdnZoneId },
        ]}
        data={zone}
        read={{ path: dnsZonePath(zone.id) }}
      />
    </>
  );
}
