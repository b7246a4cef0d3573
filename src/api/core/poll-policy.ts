import { isApiError } from './errors';

// How often a job is polled and what a failed poll leads to; without zod or React Query, so the
// app shell's operation rules (components/operations/follow.ts) can use it.

/**
 * Seconds between polls: quick at first, then slower. A 1-minute job costs at most 8 polls and
 * a 5-minute job at most 20 (measured in scripts/bench and unit tests).
 */
const POLL_SCHEDULE_MS = [1000, 2000, 3000, 5000, 8000, 13000, 20000];
const POLL_CEILING_MS = 30_000;
/**
 * While the tab is hidden, polls wait at least this long, and only for someone who asked to be
 * told of an end by a browser notification (decision 0018); otherwise none go out while hidden.
 */
export const HIDDEN_POLL_MS = 60_000;
/** After this long the panel stops asking and says so; the job may still finish. */
export const POLL_GIVE_UP_MS = 30 * 60_000;
/** Answers with a status the spec does not list, in a row, before the panel stops asking. */
export const MAX_UNKNOWN_STATUS_POLLS = 5;
/** Failed polls in a row (network, 5xx, 429) before the panel stops asking: about 8 minutes. */
export const MAX_POLL_RETRIES = 20;
const RETRY_FIRST_MS = 1000;
const RETRY_CEILING_MS = 30_000;

export function pollDelayMs(pollsDone: number): number {
  const delay = POLL_SCHEDULE_MS[pollsDone] ?? POLL_CEILING_MS;
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  return hidden ? Math.max(delay, HIDDEN_POLL_MS) : delay;
}

/**
 * A failed poll worth repeating: no answer (a network error or the read's time limit), 408, 429 or
 * any 5xx. The job itself is unaffected.
 */
export function isTransientPollError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  const status = error.status;
  return (
    error.kind === 'http' &&
    status !== null &&
    (status === 408 || status === 429 || (status >= 500 && status <= 599))
  );
}

export function shouldRetryPoll(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_POLL_RETRIES && isTransientPollError(error);
}

/**
 * Wait before re-polling after the `failureCount`-th failure in a row (0 for the first):
 * doubling from 1 s up to 30 s, or `Retry-After` when it is usable, but never under 1 s. No
 * jitter, so the panel can say exactly when it checks again.
 */
export function pollRetryDelayMs(failureCount: number, error: unknown): number {
  const retryAfter = isApiError(error) ? error.retryAfterSeconds : null;
  if (retryAfter !== null && Number.isFinite(retryAfter) && retryAfter >= 1) {
    return Math.min(retryAfter * 1000, 5 * RETRY_CEILING_MS);
  }
  return Math.min(RETRY_FIRST_MS * 2 ** failureCount, RETRY_CEILING_MS);
}
