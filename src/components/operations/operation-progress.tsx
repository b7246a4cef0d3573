import { isKnownStatus, isTerminal } from '../../api/core/operation-status';
import { ApiError } from '../../api/core/errors';
import { bilingualText } from '../../i18n/messages';
import { useFormat, useLanguage, useMessages } from '../../i18n/use-messages';
import { ErrorAlert } from '../ui/error-alert';
import { ProgressBar } from '../ui/progress-bar';
import { StoredText } from '../ui/stored-text';
import { CheckedAgo } from './checked-ago';
import { isFollowed, shownStatus } from './follow';
import { FollowNotice } from './follow-notice';
import { operationMessages } from './messages';
import type { OperationRecord } from './operations-store';
import { RetryOperation } from './retry-operation';
import { useFollowOperation } from './use-follow-operation';

/** Only the spec's statuses are translated; anything else is shown as the server's own word. */
function statusText(
  status: string,
  t: ReturnType<typeof useMessages<typeof operationMessages.en>>,
) {
  return isKnownStatus(status) ? t(status) : t('unknownStatus', { status: shownStatus(status) });
}

const percent = (value: number) => Math.round(Math.min(Math.max(value, 0), 100));

/**
 * One operation as the panel knows it (the shell's follower polls it): honest progress and
 * honest doubt, when it was last checked with a way to check now, the failure's Problem Details
 * and, where the request is safe to repeat, a way to send it again.
 */
export function OperationProgress({ record }: { record: OperationRecord }) {
  const t = useMessages(operationMessages);
  const { language } = useLanguage();
  const format = useFormat();
  const { query, checkAgain, checkNow } = useFollowOperation(record);
  const { status, progress } = record;
  const ended = isTerminal(status);
  const title = bilingualText(record.title, language);
  const tone = status === 'failed' ? 'failed' : status === 'completed' ? 'done' : 'running';
  const retry =
    status === 'failed' && record.retry ? (
      <RetryOperation record={record} retry={record.retry} />
    ) : null;
  const betweenPolls =
    isFollowed(record) && record.pollUrl !== null && !(query.failureCount > 0 && query.isFetching);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          <StoredText text={record.title} />
        </span>
        <span aria-live="polite">
          {statusText(status, t)}
          {record.halt !== null
            ? ` · ${t('notFollowed')}`
            : progress !== null && !ended
              ? ` · ${format.percent(percent(progress), 0)}`
              : ''}
        </span>
      </div>
      <ProgressBar
        label={t('progressLabel', { title, status: statusText(status, t) })}
        value={status === 'completed' ? 100 : progress}
        tone={tone}
      />
      {betweenPolls && (
        <CheckedAgo
          checkedAt={record.checkedAt}
          title={title}
          checking={query.isFetching}
          onCheckNow={checkNow}
        />
      )}
      <FollowNotice record={record} title={title} query={query} onCheckAgain={checkAgain} />
      {/* Sending it again is a way on from the failure, so it stands in the failure's box. */}
      {record.error ? (
        <ErrorAlert
          compact
          error={new ApiError({ kind: 'http', ...record.error })}
          actions={retry}
        />
      ) : (
        retry
      )}
    </div>
  );
}
