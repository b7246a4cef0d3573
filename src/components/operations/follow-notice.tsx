import { onlineManager, type UseQueryResult } from '@tanstack/react-query';
import { pollRetryDelayMs } from '../../api/core/poll-policy';
import type { Operation } from '../../api/core/common';
import { useMessages } from '../../i18n/use-messages';
import { Button } from '../ui/button';
import { useCountdown } from '../use-countdown';
import { operationMessages } from './messages';
import { shownStatus } from './follow';
import type { OperationRecord } from './operations-store';

/** While polls fail: when the panel asks again (the job itself is not affected). */
function RetryNotice({ query }: { query: UseQueryResult<Operation, unknown> }) {
  const t = useMessages(operationMessages);
  const { failureCount, failureReason, fetchStatus } = query;
  const seconds = Math.ceil(pollRetryDelayMs(failureCount - 1, failureReason) / 1000);
  const left = useCountdown(seconds, failureReason);
  if (fetchStatus === 'paused' && !onlineManager.isOnline()) {
    return <p className="text-sm">{t('waitingForConnection')}</p>;
  }
  return <p className="text-sm">{left > 0 ? t('retryIn', { seconds: left }) : t('retryNow')}</p>;
}

/**
 * What the panel knows beyond the job's status: that it is checking again after failed polls,
 * or why it stopped asking, with a way to look again.
 */
export function FollowNotice({
  record,
  title,
  query,
  onCheckAgain,
}: {
  record: OperationRecord;
  /** The operation's title, naming what the button checks (pages have other "Check again"s). */
  title: string;
  query: UseQueryResult<Operation, unknown>;
  onCheckAgain: () => void;
}) {
  const t = useMessages(operationMessages);
  if (record.halt !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          {t(`halt_${record.halt}`, { status: shownStatus(record.status) })}
        </p>
        <Button size="sm" onClick={onCheckAgain} aria-label={`${t('checkAgain')}: ${title}`}>
          {t('checkAgain')}
        </Button>
      </div>
    );
  }
  if (query.failureCount > 0 && query.fetchStatus !== 'idle') return <RetryNotice query={query} />;
  return null;
}
