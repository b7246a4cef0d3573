import { isApiError } from '../api/core/errors';
import { changeWaitSeconds } from '../api/core/retry-after';
import { useCountdown } from './use-countdown';

/**
 * Seconds left before a change refused with 429 may be sent again (0 for any other error). The
 * user sends it again; nothing retries a change on its own. ErrorAlert counts the same wait.
 */
export function useRateLimitWait(error: unknown): number {
  const limited = isApiError(error) && error.status === 429 ? error : null;
  return useCountdown(limited ? changeWaitSeconds(limited.retryAfterSeconds) : null, error);
}
