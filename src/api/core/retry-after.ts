export const RETRY_AFTER_CAP_SECONDS = 60;

/** Never wait less than this, whatever the header says: a wait of 0 is a burst of retries. */
export const MIN_WAIT_SECONDS = 1;

/** What a change waits after a 429 without a usable `Retry-After`. */
export const CHANGE_FALLBACK_WAIT_SECONDS = 5;

/**
 * `Retry-After` is either delay-seconds or an HTTP-date. The answer is whole seconds, at least 1
 * and capped, or null when the header is absent, unreadable (not exposed by CORS), nonsense
 * (`soon`, `-5`) or already past: then the caller falls back to its own backoff.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let seconds: number;
  if (/^\d+$/.test(trimmed)) {
    seconds = Number(trimmed);
  } else {
    if (!/GMT$/.test(trimmed)) return null;
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    seconds = Math.ceil((at - now) / 1000);
  }
  if (!Number.isFinite(seconds) || seconds < MIN_WAIT_SECONDS) return null;
  return Math.min(seconds, RETRY_AFTER_CAP_SECONDS);
}

/** How long before a change refused with 429 may be sent again (the user sends it, never a timer). */
export function changeWaitSeconds(retryAfterSeconds: number | null): number {
  return retryAfterSeconds ?? CHANGE_FALLBACK_WAIT_SECONDS;
}
