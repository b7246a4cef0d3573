// @vitest-environment node
import { ApiError } from '../../api/core/errors';
import {
  MAX_UNKNOWN_STATUS_POLLS,
  POLL_GIVE_UP_MS,
  pollRetryDelayMs,
  shouldRetryPoll,
} from '../../api/core/poll-policy';
import { afterAnswer, afterError, haltReasonFor, holdsBack, isFollowed } from './follow';
import type { OperationRecord } from './operations-store';
import { operationRecord } from '../../test/operations';

const now = Date.UTC(2026, 10, 24, 12);

const record = (change: Partial<OperationRecord> = {}) => operationRecord(now - 60_000, change);

const answer = (status: string, extra: object = {}) => ({
  status,
  jobId: 'job_1',
  pollUrl: '/api/jobs/job_1',
  ...extra,
});

describe('following a job, one poll at a time', () => {
  it('ends only on a terminal status from the server, and then refreshes what it changed', () => {
    expect(afterAnswer(record(), answer('in_progress', { progress: 40 }), now)).toEqual({
      change: { status: 'in_progress', progress: 40, unknownPolls: 0, halt: null, checkedAt: now },
      refresh: false,
    });
    expect(afterAnswer(record(), answer('completed'), now)).toEqual({
      change: expect.objectContaining({ status: 'completed', progress: 100, pollUrl: null }),
      refresh: true,
    });
    const failed = afterAnswer(
      record(),
      answer('failed', { error: { code: 'upstream_failed', title: 'Upstream failure' } }),
      now,
    );
    expect(failed.change).toMatchObject({
      status: 'failed',
      error: { code: 'upstream_failed', title: 'Upstream failure', detail: null },
    });
  });

  it('keeps a status it does not know, reads the gates when it appears, and stops after a limit', () => {
    let current = record();
    const refreshes: boolean[] = [];
    for (let poll = 1; poll <= MAX_UNKNOWN_STATUS_POLLS; poll += 1) {
      const step = afterAnswer(current, answer('succeeded'), now + poll);
      refreshes.push(step.refresh);
      current = { ...current, ...step.change };
      expect(current.status).toBe('succeeded');
      expect(current.halt).toBe(poll < MAX_UNKNOWN_STATUS_POLLS ? null : 'unknown_status');
    }
    expect(refreshes).toEqual([true, false, false, false, true]);
    expect(isFollowed(current)).toBe(false);
  });

  it('a known status in between starts the count of unknown ones again', () => {
    const step = afterAnswer(record({ unknownPolls: 4 }), answer('queued'), now);
    expect(step.change).toMatchObject({ unknownPolls: 0, halt: null });
  });

  it('lets go of a job still running after the give-up time, whatever stopped it before', () => {
    const old = record({ startedAt: now - POLL_GIVE_UP_MS - 1 });
    expect(afterAnswer(old, answer('in_progress'), now)).toEqual({
      change: expect.objectContaining({ status: 'in_progress', halt: 'gave_up' }),
      refresh: true,
    });
    expect(afterAnswer(old, answer('completed'), now).change).toMatchObject({
      status: 'completed',
      halt: null,
    });
  });

  it('never turns a failed poll into a failed job', () => {
    const http = (status: number) => new ApiError({ kind: 'http', status });
    expect(haltReasonFor(http(404))).toBe('gone');
    expect(haltReasonFor(http(410))).toBe('gone');
    expect(haltReasonFor(new ApiError({ kind: 'unsafe_url' }))).toBe('unfollowable');
    expect(haltReasonFor(new ApiError({ kind: 'network' }))).toBe('unreachable');
    expect(haltReasonFor(http(503))).toBe('unreachable');
    expect(haltReasonFor(http(403))).toBe('unreadable');
    expect(haltReasonFor(new ApiError({ kind: 'invalid_response', status: 200 }))).toBe(
      'unreadable',
    );
    const step = afterError(http(404), now);
    expect(step).toEqual({ change: { halt: 'gone', checkedAt: now }, refresh: true });
    expect(step.change).not.toHaveProperty('status');
  });

  it('holds actions back only while it follows a job whose status it knows', () => {
    expect(holdsBack({ status: 'in_progress', halt: null })).toBe(true);
    expect(holdsBack({ status: 'succeeded', halt: null })).toBe(false);
    expect(holdsBack({ status: 'in_progress', halt: 'gave_up' })).toBe(false);
    expect(holdsBack({ status: 'completed', halt: null })).toBe(false);
  });
});

describe('checking again after a failed poll', () => {
  const unavailable = (retryAfterSeconds: number | null = null) =>
    new ApiError({ kind: 'http', status: 503, retryAfterSeconds });

  it('doubles the wait from 1 s up to 30 s', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 10].map((count) => pollRetryDelayMs(count, unavailable()));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits what Retry-After says, but a past or zero one falls back to the backoff', () => {
    expect(pollRetryDelayMs(0, unavailable(20))).toBe(20_000);
    expect(pollRetryDelayMs(2, unavailable(0))).toBe(4000);
    expect(pollRetryDelayMs(0, unavailable(-5))).toBe(1000);
  });

  it('retries no answer (or none in time), 408, 429 and 5xx for minutes, and nothing else', () => {
    expect(shouldRetryPoll(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetryPoll(0, new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(shouldRetryPoll(19, unavailable())).toBe(true);
    expect(shouldRetryPoll(20, unavailable())).toBe(false);
    expect(shouldRetryPoll(0, new ApiError({ kind: 'http', status: 429 }))).toBe(true);
    expect(shouldRetryPoll(0, new ApiError({ kind: 'http', status: 404 }))).toBe(false);
    expect(shouldRetryPoll(0, new ApiError({ kind: 'unsafe_url' }))).toBe(false);
  });
});
