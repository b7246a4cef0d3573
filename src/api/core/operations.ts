import { queryOptions, type Query } from '@tanstack/react-query';
import { isTerminal, polledJobSchema, type Operation } from './common';
import { requestPollUrl } from './http';
import { pollDelayMs, pollRetryDelayMs, POLL_GIVE_UP_MS, shouldRetryPoll } from './poll-policy';

export const operationKeys = {
  all: ['operations'] as const,
  job: (jobId: string) => [...operationKeys.all, jobId] as const,
};

/**
 * Polling a job is a query whose data starts as the envelope the action returned (so nothing
 * is fetched at once) and refetches on the schedule until the status is terminal. A job read
 * back from storage after a reload (`resumed`) has no such start: it is read once at once,
 * whatever its age. Failed polls are retried within the query (see `pollRetryDelayMs`), so a
 * short outage never turns into an error.
 */
export function operationQuery(initial: Operation, startedAt: number, resumed = false) {
  /** Milliseconds until the next scheduled poll after the last answer, or false when none is due. */
  const nextPoll = (query: Query<Operation>): number | false => {
    const data = query.state.data;
    if (!data || isTerminal(data.status) || !initial.pollUrl) return false;
    if (query.state.status === 'error') return false;
    if (Date.now() - startedAt > POLL_GIVE_UP_MS) return false;
    return pollDelayMs(query.state.dataUpdateCount);
  };
  return queryOptions({
    queryKey: operationKeys.job(initial.jobId),
    queryFn: ({ signal }) => {
      if (!initial.pollUrl) return Promise.resolve(initial);
      return requestPollUrl(polledJobSchema, initial.pollUrl, signal);
    },
    ...(resumed ? {} : { initialData: initial, initialDataUpdatedAt: startedAt }),
    staleTime: Infinity,
    refetchOnMount: false,
    // Polls are skipped while the tab is hidden; when it is shown again, a poll that fell due
    // meanwhile goes out at once instead of waiting for the next tick of the schedule.
    refetchOnWindowFocus: (query) => {
      const delay = nextPoll(query);
      return delay !== false && Date.now() - query.state.dataUpdatedAt >= delay ? 'always' : false;
    },
    refetchOnReconnect: false,
    retry: shouldRetryPoll,
    retryDelay: pollRetryDelayMs,
    refetchInterval: nextPoll,
  });
}
