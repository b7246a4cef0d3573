import { isApiError } from './errors';
import { MIN_WAIT_SECONDS } from './retry-after';

export const MAX_QUERY_RETRIES = 3;
const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);
const BACKOFF_CAP_MS = 30_000;

/** A timed-out read is not retried on its own: another 20 s of "Loading…" helps nobody. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && RETRYABLE_STATUSES.has(error.status);
}

/** Queries retry network errors and 408/429/502/503/504, three times at most. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryable(error);
}

/**
 * Waits what `Retry-After` says (already at least 1 s and capped) or backs off exponentially
 * with jitter, never under a second.
 */
export function retryDelayMs(
  attempt: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  if (isApiError(error) && error.retryAfterSeconds !== null) return error.retryAfterSeconds * 1000;
  const base = Math.min(1000 * 2 ** attempt, BACKOFF_CAP_MS);
  return Math.max(Math.round(base * (0.5 + random() / 2)), MIN_WAIT_SECONDS * 1000);
}
