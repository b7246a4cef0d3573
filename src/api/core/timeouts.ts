import type { HttpMethod } from './http';

/**
 * How long one request may take, headers and body, before the panel stops waiting: the one
 * place these are set. A read that times out offers retry; a change that times out may have
 * reached the server, so its outcome is unknown and the page is read again instead of resending.
 * Time spent queued behind another change or waiting for the connection does not count.
 */
export const REQUEST_TIMEOUT_MS = { read: 20_000, change: 30_000 } as const;

export function timeoutFor(method: HttpMethod): number {
  return method === 'GET' ? REQUEST_TIMEOUT_MS.read : REQUEST_TIMEOUT_MS.change;
}

export interface Deadline {
  /** Aborted when the time is up or when the caller's own signal aborts. */
  signal: AbortSignal;
  timedOut(): boolean;
  clear(): void;
}

/** A timer-based limit (not AbortSignal.timeout), so fake clocks in tests can move it. */
export function startDeadline(method: HttpMethod, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutFor(method));
  const follow = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
