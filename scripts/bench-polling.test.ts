import { writeFileSync } from 'node:fs';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationQuery } from '../src/api/core/operations.ts';
import { mockServer } from '../src/mocks/node.ts';
import { advance, fakePollClock, setTabHidden } from '../src/test/operations.ts';

/** API request budgets for polling one operation (issue 8), measured on fake timers. */
const POLL_BUDGET = { oneMinute: 8, fiveMinutes: 20 };
const figures: Record<string, number> = {};

interface FakeJob {
  polls: () => number;
  /** `background`: as the follower does for someone who asked for a browser notification. */
  observe: (background?: boolean) => () => void;
}

/** A job that reports `in_progress` until `durationMs` has passed, then `finalStatus`. */
function fakeJob(durationMs: number, finalStatus: 'completed' | 'failed' = 'completed'): FakeJob {
  const startedAt = Date.now();
  let polls = 0;
  mockServer.use(
    http.get('*/api/jobs/job_bench', () => {
      polls += 1;
      const done = Date.now() - startedAt >= durationMs;
      return HttpResponse.json({
        status: done ? finalStatus : 'in_progress',
        jobId: 'job_bench',
        pollUrl: '/api/jobs/job_bench',
      });
    }),
  );
  const queryClient = new QueryClient();
  // As the app's provider does: the client then hears the tab being shown again.
  queryClient.mount();
  const options = operationQuery(
    { status: 'in_progress', jobId: 'job_bench', pollUrl: '/api/jobs/job_bench' },
    startedAt,
  );
  return {
    polls: () => polls,
    observe: (background = false) => {
      const observer = new QueryObserver(queryClient, {
        ...options,
        refetchIntervalInBackground: background,
      });
      return observer.subscribe(() => undefined);
    },
  };
}

const minutes = (count: number) => count * 60_000;

describe('API requests while polling an operation', () => {
  beforeEach(() => {
    fakePollClock();
    setTabHidden(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    setTabHidden(false);
  });
  afterAll(() => {
    if (process.env.BENCH_POLLING_OUT)
      writeFileSync(process.env.BENCH_POLLING_OUT, JSON.stringify(figures, null, 2));
  });

  it(`a 1-minute operation costs at most ${POLL_BUDGET.oneMinute} polls, and none after it ends`, async () => {
    const job = fakeJob(minutes(1));
    const stop = job.observe();
    await vi.advanceTimersByTimeAsync(minutes(2));
    figures.oneMinute = job.polls();
    expect(job.polls()).toBeGreaterThan(1);
    expect(job.polls()).toBeLessThanOrEqual(POLL_BUDGET.oneMinute);
    await vi.advanceTimersByTimeAsync(minutes(30));
    figures.afterTerminal = job.polls() - figures.oneMinute;
    expect(job.polls()).toBe(figures.oneMinute);
    stop();
  });

  it(`a 5-minute operation costs at most ${POLL_BUDGET.fiveMinutes} polls`, async () => {
    const job = fakeJob(minutes(5));
    const stop = job.observe();
    await vi.advanceTimersByTimeAsync(minutes(6));
    figures.fiveMinutes = job.polls();
    expect(job.polls()).toBeGreaterThan(POLL_BUDGET.oneMinute);
    expect(job.polls()).toBeLessThanOrEqual(POLL_BUDGET.fiveMinutes);
    stop();
  });

  it('stops polling a failed operation too', async () => {
    const job = fakeJob(minutes(1), 'failed');
    const stop = job.observe();
    await vi.advanceTimersByTimeAsync(minutes(2));
    const atEnd = job.polls();
    await vi.advanceTimersByTimeAsync(minutes(30));
    expect(job.polls()).toBe(atEnd);
    stop();
  });

  it('sends nothing while the tab is hidden, and picks up again when it is shown', async () => {
    const job = fakeJob(minutes(20));
    const stop = job.observe();
    await vi.advanceTimersByTimeAsync(10_000);
    const beforeHiding = job.polls();
    expect(beforeHiding).toBeGreaterThan(0);
    setTabHidden(true);
    await vi.advanceTimersByTimeAsync(minutes(5));
    figures.whileHidden = job.polls() - beforeHiding;
    expect(job.polls()).toBe(beforeHiding);
    setTabHidden(false);
    // The poll that fell due meanwhile goes out at once, not at the schedule's next tick.
    await advance(10);
    figures.whenShown = job.polls() - beforeHiding;
    expect(figures.whenShown).toBe(1);
    await vi.advanceTimersByTimeAsync(minutes(1));
    expect(job.polls()).toBeGreaterThan(beforeHiding + 1);
    stop();
  });

  // Decision 0018: a hidden tab asks only for someone who wants a browser notice, once a minute.
  it('asks at most once a minute while hidden, for someone who asked to be notified', async () => {
    const job = fakeJob(minutes(20));
    const stop = job.observe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    const beforeHiding = job.polls();
    setTabHidden(true);
    await vi.advanceTimersByTimeAsync(minutes(5));
    figures.hiddenNotifying = job.polls() - beforeHiding;
    expect(figures.hiddenNotifying).toBeGreaterThan(0);
    expect(figures.hiddenNotifying).toBeLessThanOrEqual(6);
    stop();
  });

  // The shell's follower is the only observer: it lets go at sign-out or when the list is cleared.
  it('sends nothing once nothing follows the operation', async () => {
    const job = fakeJob(minutes(20));
    const stop = job.observe();
    await vi.advanceTimersByTimeAsync(10_000);
    const whenLeaving = job.polls();
    stop();
    await vi.advanceTimersByTimeAsync(minutes(10));
    figures.afterLeaving = job.polls() - whenLeaving;
    expect(job.polls()).toBe(whenLeaving);
  });
});
