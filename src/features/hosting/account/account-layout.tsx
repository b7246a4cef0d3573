import { useQuery } from '@tanstack/react-query';
import { useRecordVisit } from '../../../components/recent/use-recent-visits';
import { Outlet, useParams } from 'react-router';
import { hostingAccountQuery } from '../../../api/hosting/hosting';
import { DetailLoadFailure } from '../../../components/ui/detail-load-failure';
import { SupportTools } from '../../../components/support/support-tools';
import { hostingAccountPath } from '../../../api/core/paths';
import { PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useMessages } from '../../../i18n/use-messages';
import { hostingMessages } from '../messages';
import { AccountBadges } from './account-badges';
import { AccountNav } from './account-nav';
import { AccountNotices } from './account-notices';
import { hostingFrames } from '../page-frame-messages';
import { InlineName } from '../../../components/ui/server-text';

/** One hosting account: its header, notices and section links around the chosen section. */
export function AccountLayout() {
  const { id = '' } = useParams();
  const t = useMessages(hostingMessages);
  const f = useMessages(hostingFrames);
  const query = useQuery(hostingAccountQuery(id));
  useRecordVisit('hosting', query.data?.primaryDomain);
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
  const account = query.data;
  return (
    <>
      <PageHeader
        title={account.name}
        description={t.rich('detailDescription', {
          name: <InlineName value={account.primaryDomain} />,
        })}
      >
        <div className="mt-2">
          <AccountBadges account={account} />
        </div>
      </PageHeader>
      <AccountNotices account={account} />
      <AccountNav accountId={account.id} />
      <Outlet context={account} />
      <SupportTools
        values={[
          { kind: 'id', value: account.id },
          ...account.domains.map((domain) => ({ kind: 'domain' as const, value: domain.name })),
        ]}
        data={account}
        read={{ path: hostingAccountPath(account.id) }}
      />
    </>
  );
}
