import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { operationKeys, operationQuery } from '../../api/core/operations';
import { pollDelayMs } from '../../api/core/poll-policy';
import { afterAnswer, afterError, isFollowed, type FollowStep } from './follow';
import { operationsStore, type OperationRecord } from './operations-store';

/**
 * One operation's poll query and what its answers mean. Only the follower (`poll`, one per job,
 * mounted with the shell) polls on the schedule, so a job is followed whichever page is open and
 * never twice; views share the query to show its state and to check again on request. Each
 * answer is taken into the record once, and what the job changes is refreshed when it ends or
 * the panel lets go of it.
 */
export function useFollowOperation(
  record: OperationRecord,
  { poll = false, background = false } = {},
) {
  const queryClient = useQueryClient();
  const { jobId } = record;
  const enabled = poll && isFollowed(record) && record.pollUrl !== null;
  const query = useQuery({
    ...operationQuery(
      {
        status: record.status,
        jobId,
        pollUrl: record.pollUrl,
        ...(record.progress !== null ? { progress: record.progress } : {}),
      },
      record.startedAt,
      record.resumed,
    ),
    enabled,
    // Only for someone who asked for a browser notification, and then slowly (decision 0018).
    refetchIntervalInBackground: background,
  });
  const { data, dataUpdatedAt, error, errorUpdatedAt, status } = query;

  const refresh = useCallback(
    (invalidate: OperationRecord['invalidate']) => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );

  useEffect(() => {
    // The store, not the prop: another view of this job may have taken this answer in already.
    const current = operationsStore.get(jobId);
    if (!current || !isFollowed(current)) return;
    let step: FollowStep | null = null;
    if (status === 'error' && errorUpdatedAt > current.checkedAt) {
      step = afterError(error, errorUpdatedAt);
    } else if (status === 'success' && dataUpdatedAt > current.checkedAt) {
      step = afterAnswer(current, data, dataUpdatedAt);
    }
    if (!step) return;
    operationsStore.update(jobId, step.change);
    if (step.refresh) refresh(current.invalidate);
  }, [jobId, data, dataUpdatedAt, error, errorUpdatedAt, status, refresh]);

  // An answer another tab took in (operations-sharing.ts) becomes this query's too, so its
  // schedule goes on from there and this tab does not ask again what was just answered.
  useEffect(() => {
    const state = queryClient.getQueryState(operationKeys.job(jobId));
    const answered = Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0);
    if (record.checkedAt <= answered || !isFollowed(record)) return;
    queryClient.setQueryData(
      operationKeys.job(jobId),
      {
        jobId,
        status: record.status,
        pollUrl: record.pollUrl,
        ...(record.progress !== null ? { progress: record.progress } : {}),
      },
      { updatedAt: record.checkedAt },
    );
  }, [queryClient, jobId, record]);

  // This tab's turn to poll came (another tab was hidden or closed, or this one shown again):
  // a poll that fell due meanwhile goes out now rather than at the next tick.
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    const state = queryClient.getQueryState(operationKeys.job(jobId));
    if (!state || state.data === undefined || state.fetchStatus !== 'idle') return;
    if (Date.now() - state.dataUpdatedAt >= pollDelayMs(state.dataUpdateCount))
      void refetch({ cancelRefetch: false });
  }, [enabled, queryClient, jobId, refetch]);

  /** After the panel let go: read the subject again and, when it can, ask about the job once more. */
  const checkAgain = useCallback(() => {
    const current = operationsStore.get(jobId);
    if (!current) return;
    refresh(current.invalidate);
    if (current.halt === 'unfollowable' || current.pollUrl === null) return;
    operationsStore.update(jobId, { halt: null, unknownPolls: 0 });
    void query.refetch({ cancelRefetch: false });
  }, [jobId, query, refresh]);

  /** Between polls: ask now (the schedule goes on from this answer). */
  const checkNow = useCallback(() => {
    void query.refetch({ cancelRefetch: false });
  }, [query]);

  return { query, checkAgain, checkNow };
}
