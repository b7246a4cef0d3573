import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { isReportRefreshing, securityInsightsQuery } from '../../../api/cdn/security-report';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/states';
import { useLanguage, useMessages } from '../../../i18n/use-messages';
import { reportMessages } from './messages';
import { ReportBody } from './report-body';
import { ReportStatusNotice } from './report-status-notice';
import { securityReportView } from './security-report-view';
import { cdnFrames } from '../page-frame-messages';

/** The account-wide 24-hour report; its own lazy chunk, charts included. */
export function SecurityReportPage() {
  const t = useMessages(reportMessages);
  const f = useMessages(cdnFrames);
  const { language } = useLanguage();
  const query = useQuery(securityInsightsQuery());
  // The charts render as a transition, which React splits into short tasks
  // so typing and scrolling never wait for it.
  const insights = useDeferredValue(query.data);
  const report = insights?.report ?? null;
  const view = useMemo(
    () => (report ? securityReportView(report, language) : null),
    [report, language],
  );
  const refreshing = insights ? isReportRefreshing(insights) : false;
  const [waited, setWaited] = useState(false);
  // Remember that a refresh was awaited, so its arrival can be announced.
  if (refreshing && !waited) setWaited(true);

  const header = <PageHeader title={f('reportTitle')} description={f('reportDescription')} />;
  if (query.isError)
    return (
      <>
        {header}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  if (query.isPending || insights === undefined)
    return (
      <>
        {header}
        <LoadingState failureReason={query.failureReason} />
      </>
    );
  return (
    <>
      {header}
      <div role="status" className="sr-only">
        {waited && !refreshing ? t('refreshed') : ''}
      </div>
      <div className="mb-6">
        <ReportStatusNotice
          insights={insights}
          onCheck={() => void query.refetch()}
          checking={query.isFetching}
        />
      </div>
      {view && <ReportBody view={view} />}
    </>
  );
}
