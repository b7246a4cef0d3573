import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { domainQuery } from '../../../api/domains/domains';
import { DetailLoadFailure } from '../../../components/ui/detail-load-failure';
import { PageHeader } from '../../../components/ui/layout';
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
        <div className="mt-2">
          <DomainStatus status={domain.status} />
        </div>
      </PageHeader>
      <DomainSummary domain={domain} />
      <NameserversSection domain={domain} />
      <DnssecSection domain={domain} />
      <RenewalSection domain={domain} />
    </>
  );
}
