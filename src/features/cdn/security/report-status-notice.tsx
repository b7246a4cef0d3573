import type { SecurityInsights } from '../../../api/cdn/security-report';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/layout';
import { EmptyState } from '../../../components/ui/states';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { reportMessages } from './messages';

export interface ReportStatusNoticeProps {
  insights: SecurityInsights;
  onCheck: () => void;
  checking: boolean;
}

/** What the report's status means for the person looking at it, and what they can do. */
export function ReportStatusNotice({ insights, onCheck, checking }: ReportStatusNoticeProps) {
  const t = useMessages(reportMessages);
  const format = useFormat();
  const check = (
    <Button size="sm" className="mt-2" onClick={onCheck} disabled={checking} aria-busy={checking}>
      {checking ? t('checking') : t('checkNow')}
    </Button>
  );
  switch (insights.status) {
    case 'ready':
      return null;
    case 'stale':
      return (
        <Notice tone="info" title={t('staleTitle')}>
          <p>{t('stale', { age: format.relative(insights.report?.generatedAt) })}</p>
          {insights.refreshPending && check}
        </Notice>
      );
    case 'pending':
      return (
        <Notice tone="info" title={t('pendingTitle')}>
          <p>{t('pending')}</p>
          {check}
        </Notice>
      );
    case 'failed':
      return (
        <Notice tone="warning" title={t('failedTitle')}>
          <p>{t('failed')}</p>
          {check}
        </Notice>
      );
    case 'none':
      return (
        <div className="card">
          <EmptyState title={t('noneTitle')} description={t('none')} />
        </div>
      );
    case 'unsupported':
      return (
        <Notice tone="info" title={t('unsupportedTitle')}>
          {t('unsupported')}
        </Notice>
      );
    default:
      return (
        <Notice tone="warning" title={t('unknownTitle')}>
          {t('unknown', { status: insights.status })}
        </Notice>
      );
  }
}
