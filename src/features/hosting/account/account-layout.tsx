import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams } from 'react-router';
import { hasCode } from '../../../api/errors';
import { hostingAccountQuery } from '../../../api/hosting';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';
import { AccountBadges } from './account-badges';
import { AccountNav } from './account-nav';
import { AccountNotices } from './account-notices';

function BackToList() {
  const t = useMessages(hostingMessages);
  return (
    <Link to="/hosting" className="link mb-3 inline-block text-sm">
      ← {t('allAccounts')}
    </Link>
  );
}

function AccountLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(hostingMessages);
  const missing = hasCode(error, 'not_found');
  return (
    <>
      <BackToList />
      <PageHeader title={missing ? t('notFoundTitle') : t('title')} description={missing ? t('notFoundDetail') : undefined} />
      <ErrorAlert error={error} {...(missing ? {} : { onRetry })} />
    </>
  );
}

/** One hosting account: its header, notices and section links around the chosen section. */
export function AccountLayout() {
  const { id = '' } = useParams();
  const t = useMessages(hostingMessages);
  const query = useQuery(hostingAccountQuery(id));
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) return <AccountLoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  const account = query.data;
  return (
    <>
      <BackToList />
      <PageHeader title={account.name} description={t('detailDescription', { name: account.primaryDomain })}>
        <div className="mt-2">
          <AccountBadges account={account} />
        </div>
      </PageHeader>
      <AccountNotices account={account} />
      <AccountNav accountId={account.id} />
      <Outlet context={account} />
    </>
  );
}
