/** Thrown into a task's caller when its signal aborts before the task could start. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/**
 * Runs at most `limit` tasks at once; the rest wait in order. A waiting task whose signal aborts
 * leaves the queue without ever starting, so what a page no longer shows is never asked for.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return function run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal.removeEventListener('abort', leave);
        if (signal.aborted) {
          // Its turn came as it was given up: pass the turn on.
          running += 1;
          next();
          reject(abortReason(signal));
          return;
        }
        running += 1;
        task().then(resolve, reject).finally(next);
      };
      const leave = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(abortReason(signal));
      };
      if (signal.aborted) return reject(abortReason(signal));
      if (running < limit) return start();
      waiting.push(start);
      signal.addEventListener('abort', leave, { once: true });
    });
  };
}
