import { queryOptions } from '@tanstack/react-query';
import { isTerminal, polledJobSchema, type Operation } from './common';
import { requestPollUrl } from './http';

/**
 * Seconds between polls: quick at first, then slower. A 1-minute job costs at most 8 polls and
 * a 5-minute job at most 20 (measured in scripts/bench and unit tests).
 */
const POLL_SCHEDULE_MS = [1000, 2000, 3000, 5000, 8000, 13000, 20000];
const POLL_CEILING_MS = 30_000;
/** After this long the panel stops asking and says so; the job may still finish. */
export const POLL_GIVE_UP_MS = 30 * 60_000;

export function pollDelayMs(pollsDone: number): number {
  return POLL_SCHEDULE_MS[pollsDone] ?? POLL_CEILING_MS;
}

export const operationKeys = {
  all: ['operations'] as const,
  job: (jobId: string) => [...operationKeys.all, jobId] as const,
};

/**
 * Polling a job is a query whose data starts as the envelope the action returned (so nothing
 * is fetched at once) and refetches on the schedule until the status is terminal.
 */
export function operationQuery(initial: Operation, startedAt: number) {
  return queryOptions({
    queryKey: operationKeys.job(initial.jobId),
    queryFn: ({ signal }) => {
      if (!initial.pollUrl) return Promise.resolve(initial);
      return requestPollUrl(polledJobSchema, initial.pollUrl, signal);
    },
    initialData: initial,
    initialDataUpdatedAt: startedAt,
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || isTerminal(data.status) || !data.pollUrl) return false;
      if (query.state.status === 'error') return false;
      if (Date.now() - startedAt > POLL_GIVE_UP_MS) return false;
      return pollDelayMs(query.state.dataUpdateCount);
    },
  });
}
