import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { useParams } from 'react-router';
import { domainQuery } from '../../../api/domains/domains';
import { DetailLoadFailure } from '../../../components/ui/detail-load-failure';
import { SupportTools } from '../../../components/support/support-tools';
import { domainPath } from '../../../api/core/paths';
import { PageHeader } from '../../../components/ui/layout';
import { BusyBadge } from '../../../components/operations/busy-badge';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { DnssecSection } from '../dnssec/dnssec-section';
import { DomainStatus } from '../domain-status';
import { domainMessages } from '../messages';
import { NameserversSection } from '../nameservers/nameservers-section';
import { RenewalSection } from '../renewal/renewal-section';
import { DomainSummary } from './domain-summary';
import { domainFrames } from '../page-frame-messages';

export function DomainDetailPage() {
  const { id = '' } = useParams();
  const t = useMessages(domainMessages);
  const f = useMessages(domainFrames);
  const query = useQuery(domainQuery(id));
  useRecordVisit('domain', query.data && (query.data.unicodeName ?? query.data.name));
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) {
    const notFound = { title: t('notFoundTitle'), detail: t('notFoundDetail') };
    return (
      <DetailLoadFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        title={f('listTitle')}
        notFound={notFound}
      />
    );
  }
  const domain = query.data;
  return (
    <>
      <PageHeader title={domain.unicodeName ?? domain.name} description={f('detailDescription')}>
        <div className="mt-2 flex flex-wrap gap-2">
          <DomainStatus status={domain.status} />
          <BusyBadge kind="domain" ids={[domain.id, domain.name]} />
        </div>
      </PageHeader>
      <DomainSummary domain={domain} />
      <NameserversSection domain={domain} />
      <DnssecSection domain={domain} />
      <RenewalSection domain={domain} />
      <SupportTools
        values={[
          { kind: 'id', value: domain.id },
          { kind: 'domain', value: domain.name },
          { kind: 'zoneId', value: domain.dnsZoneId },
          { kind: 'cdnZoneId', value: domain.cdnZoneId },
        ]}
        data={domain}
        read={{ path: domainPath(domain.id) }}
      />
    </>
  );
}
