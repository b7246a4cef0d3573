import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { OperationRecord } from '../components/operations/operations-store';
import { mockServer } from '../mocks/node';

/**
 * Fakes the clock polls wait on (timers and Date) and leaves setImmediate real, so the in-process
 * fetch (MSW) can still deliver its answers; `advance` moves the clock.
 */
export function fakePollClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/**
 * Moves the fake clock on, then a few more milliseconds one at a time, letting the in-process
 * fetch (MSW) deliver what it answered in between: its response arrives on the event loop.
 */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 20; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    }
  });

/** The job's poll URL answers these in turn (a number is an error status), the last one for ever. */
export function jobAnswers(jobId: string, ...answers: (string | number)[]) {
  let polls = 0;
  mockServer.use(
    http.get(`*/api/jobs/${jobId}`, () => {
      const answer = answers[Math.min(polls, answers.length - 1)] ?? 500;
      polls += 1;
      if (typeof answer === 'number') {
        return HttpResponse.json({ title: 'Trouble', status: answer }, { status: answer });
      }
      const ended = answer === 'completed' || answer === 'failed';
      return HttpResponse.json({
        operation: { status: answer, jobId, pollUrl: ended ? null : `/api/jobs/${jobId}` },
      });
    }),
  );
  return () => polls;
}

/** A job running until `durationMs` has passed on the (fake) clock, then `completed`. */
export function timedJob(jobId: string, durationMs: number, result: unknown = null) {
  const startedAt = Date.now();
  let polls = 0;
  mockServer.use(
    http.get(`*/api/jobs/${jobId}`, () => {
      polls += 1;
      const done = Date.now() - startedAt >= durationMs;
      return HttpResponse.json({
        operation: done
          ? { status: 'completed', jobId, pollUrl: null, result }
          : { status: 'in_progress', jobId, pollUrl: `/api/jobs/${jobId}` },
      });
    }),
  );
  return () => polls;
}

/** What `document.visibilityState` says, as the browser would, with its event. */
export function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  // As in a browser, it bubbles to window, where React Query listens. The listeners set state,
  // so the event is sent inside act(), as a user's action would be in these tests.
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** A force stop of web-01 under way, started and last checked at `at`, with `change` on top. */
export function operationRecord(
  at: number,
  change: Partial<OperationRecord> = {},
): OperationRecord {
  return {
    jobId: 'job_1',
    pollUrl: '/api/jobs/job_1',
    scope: 'vps:vps_web01',
    href: '/vps/vps_web01',
    title: { en: 'Force stop web-01', sv: 'Tvångsstoppa web-01' },
    startedAt: at,
    status: 'in_progress',
    progress: null,
    error: null,
    invalidate: [],
    halt: null,
    unknownPolls: 0,
    checkedAt: at,
    resumed: false,
    ...change,
  };
}
