import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isTerminal } from '../../api/core/common';
import { ApiError, isApiError } from '../../api/core/errors';
import { operationQuery } from '../../api/core/operations';
import { useLanguage, useMessages } from '../../i18n/use-messages';
import { ErrorAlert } from '../ui/error-alert';
import { ProgressBar } from '../ui/progress-bar';
import { operationMessages } from './messages';
import { operationsStore, type OperationRecord } from './operations-store';

function statusText(
  status: string,
  t: ReturnType<typeof useMessages<typeof operationMessages.en>>,
) {
  return t.or(status, t('unknownStatus', { status }));
}

/**
 * One operation: polls its pollUrl while mounted and running, shows honest progress, and when
 * it ends records the outcome and refreshes what the job changed.
 */
export function OperationProgress({ record }: { record: OperationRecord }) {
  const t = useMessages(operationMessages);
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const running = !isTerminal(record.status);
  const query = useQuery({
    ...operationQuery(
      {
        status: record.status,
        jobId: record.jobId,
        pollUrl: record.pollUrl,
        ...(record.progress !== null ? { progress: record.progress } : {}),
      },
      record.startedAt,
    ),
    enabled: running && record.pollUrl !== null,
  });
  const data = query.data;
  const pollError = query.error;

  useEffect(() => {
    if (!running) return;
    if (data && isTerminal(data.status)) {
      operationsStore.update(record.jobId, {
        status: data.status,
        progress: data.progress ?? (data.status === 'completed' ? 100 : null),
        pollUrl: null,
        error: data.error
          ? {
              title: data.error.title ?? null,
              detail: data.error.detail ?? null,
              code: data.error.code ?? null,
              requestId: data.error.requestId ?? null,
            }
          : null,
      });
      for (const queryKey of record.invalidate) void queryClient.invalidateQueries({ queryKey });
    } else if (
      pollError &&
      isApiError(pollError) &&
      query.status === 'error' &&
      !query.isFetching
    ) {
      operationsStore.update(record.jobId, {
        status: 'failed',
        pollUrl: null,
        error: {
          title: pollError.title,
          detail: pollError.detail,
          code: pollError.code,
          requestId: pollError.requestId,
        },
      });
    } else if (data && data.progress !== undefined && data.progress !== record.progress) {
      operationsStore.update(record.jobId, { progress: data.progress });
    }
  }, [data, pollError, query.status, query.isFetching, running, record, queryClient]);

  const status = running ? (data?.status ?? record.status) : record.status;
  const progress = running ? (data?.progress ?? record.progress) : record.progress;
  const title = record.title[language];
  const tone = status === 'failed' ? 'failed' : status === 'completed' ? 'done' : 'running';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{title}</span>
        <span aria-live="polite">
          {statusText(status, t)}
          {progress !== null &&
          progress !== undefined &&
          status !== 'completed' &&
          status !== 'failed'
            ? ` · ${t('percent', { value: Math.round(progress) })}`
            : ''}
        </span>
      </div>
      <ProgressBar
        label={t('progressLabel', { title, status: statusText(status, t) })}
        value={status === 'completed' ? 100 : progress}
        tone={tone}
      />
      {record.error && (
        <ErrorAlert compact error={new ApiError({ kind: 'http', ...record.error })} />
      )}
    </div>
  );
}
