export const RETRY_AFTER_CAP_SECONDS = 60;

/**
 * `Retry-After` is either delay-seconds or an HTTP-date. The answer is whole seconds, capped,
 * or null when the header is absent, unreadable (not exposed by CORS) or nonsense.
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
  if (!Number.isFinite(seconds)) return null;
  return Math.min(Math.max(seconds, 0), RETRY_AFTER_CAP_SECONDS);
}
