import { isApiError } from '../../../api/core/errors';

export type LineState =
  | { status: 'waiting' }
  | { status: 'sending' }
  | { status: 'done' }
  /** The error is kept whole, so the review can word it as the error alert does. */
  | { status: 'failed'; error: unknown }
  /** The answer was lost: it may have been applied, so it is never sent again from here. */
  | { status: 'unconfirmed' };

export interface ApplyOptions<L> {
  lines: readonly L[];
  send: (line: L, signal: AbortSignal) => Promise<unknown>;
  onState: (line: L, state: LineState) => void;
  signal: AbortSignal;
  /** At most this many requests at once. */
  concurrency?: number;
  /** Waits `ms` (injectable for tests); resolves early when aborted. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export const APPLY_CONCURRENCY = 4;

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function failureOf(error: unknown): LineState {
  if (isApiError(error) && error.kind === 'unconfirmed') return { status: 'unconfirmed' };
  return { status: 'failed', error };
}

/**
 * Sends each line once, at most `concurrency` at a time. A 429 fails its line (the user sends it
 * again, as with every change) and holds every later send until its `Retry-After` has passed.
 */
export async function applyPlan<L>({
  lines,
  send,
  onState,
  signal,
  concurrency = APPLY_CONCURRENCY,
  sleep = abortableSleep,
  now = Date.now,
}: ApplyOptions<L>): Promise<void> {
  let next = 0;
  let resumeAt = 0;
  const worker = async () => {
    while (!signal.aborted) {
      const wait = resumeAt - now();
      if (wait > 0) {
        await sleep(wait, signal);
        continue;
      }
      const line = lines[next];
      if (line === undefined) return;
      next += 1;
      onState(line, { status: 'sending' });
      try {
        await send(line, signal);
        onState(line, { status: 'done' });
      } catch (error) {
        if (isApiError(error) && error.status === 429)
          resumeAt = Math.max(resumeAt, now() + (error.retryAfterSeconds ?? 1) * 1000);
        onState(line, failureOf(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, lines.length) }, worker));
}
