import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { domainQuery } from '../../../api/domains';
import { hasCode } from '../../../api/errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { DnssecSection } from '../dnssec/dnssec-section';
import { DomainStatus } from '../domain-status';
import { domainMessages } from '../messages';
import { NameserversSection } from '../nameservers/nameservers-section';
import { RenewalSection } from '../renewal/renewal-section';
import { DomainSummary } from './domain-summary';

function BackToList() {
  const t = useMessages(domainMessages);
  return (
    <Link to="/domains" className="link mb-3 inline-block text-sm">
      ← {t('allDomains')}
    </Link>
  );
}

function DomainLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(domainMessages);
  const missing = hasCode(error, 'not_found');
  return (
    <>
      <BackToList />
      <PageHeader title={missing ? t('notFoundTitle') : t('title')} description={missing ? t('notFoundDetail') : undefined} />
      <ErrorAlert error={error} onRetry={missing ? undefined : onRetry} />
    </>
  );
}

export function DomainDetailPage() {
  const { id = '' } = useParams();
  const t = useMessages(domainMessages);
  const query = useQuery(domainQuery(id));
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) return <DomainLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  const domain = query.data;
  return (
    <>
      <BackToList />
      <PageHeader title={domain.unicodeName ?? domain.name} description={t('detailDescription')}>
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
