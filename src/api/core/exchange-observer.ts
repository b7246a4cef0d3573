import type { HttpMethod } from './http';

/** One request as the API client saw it end: what was asked and how it ended. */
export interface ObservedExchange {
  method: HttpMethod;
  /** The API path without its query. */
  path: string;
  body: unknown;
  /** The caller's signal: a change's sender can attach notes to it (the activity journal). */
  signal: AbortSignal | undefined;
  outcome: { ok: true; data: unknown } | { ok: false; error: unknown };
}

type Observer = (exchange: ObservedExchange) => void;
let observer: Observer | null = null;

/** One observer at a time (the activity journal); returns the function that removes it. */
export function observeExchanges(next: Observer): () => void {
  observer = next;
  return () => {
    if (observer === next) observer = null;
  };
}

function report(exchange: ObservedExchange): void {
  try {
    observer?.(exchange);
  } catch {
    // Whatever the observer does wrong, the request's own outcome stands.
  }
}

/** Hands the outcome of `sent` to the observer and passes it on unchanged. */
export function watchExchange<T>(
  exchange: Omit<ObservedExchange, 'outcome'>,
  sent: Promise<T>,
): Promise<T> {
  if (!observer) return sent;
  return sent.then(
    (data) => {
      report({ ...exchange, outcome: { ok: true, data } });
      return data;
    },
    (error: unknown) => {
      report({ ...exchange, outcome: { ok: false, error } });
      throw error;
    },
  );
}
