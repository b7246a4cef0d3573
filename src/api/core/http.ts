import type { z } from 'zod/mini';
import { reportDrift } from './drift';
import { keepEarlyResponse, takeEarlyResponse } from './early-responses';
import { ApiError, errorFromResponse, isApiError } from './errors';
import { watchExchange } from './exchange-observer';
import { noteRefusal, noteSuccess } from './learned-permissions';
import { getApiKey, isReadOnlySession } from './session-store';
import { startDeadline } from './timeouts';
import { resolveApiUrl, resolvePollUrl } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** An API path such as `/api/v2/domains`; query parameters go in `query`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body; `undefined` sends none (and no Content-Type). */
  body?: unknown;
  signal?: AbortSignal;
}

function withQuery(url: URL, query: Record<string, QueryValue> | undefined): URL {
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(name, String(value));
  }
  return url;
}

/** Stable endpoint label for drift reports: IDs replaced, no query. */
function endpointLabel(method: HttpMethod, path: string): string {
  return `${method} ${path.replace(/\/[a-z]+_[A-Za-z0-9]+/g, '/{id}')}`;
}

function readOnlyRefusal(): ApiError {
  return new ApiError({
    kind: 'read_only',
    code: 'read_only_session',
    title: 'Read-only session',
    detail: 'This session can look but not change anything; nothing was sent.',
  });
}

/** No answer: for a change that may have reached the server, the outcome is unknown. */
function lostAnswer(method: HttpMethod, timedOut: boolean): ApiError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (method !== 'GET' && (timedOut || !offline)) {
    return new ApiError({
      kind: 'unconfirmed',
      title: 'Outcome unknown',
      detail: 'The answer to this change was lost; it may or may not have been made.',
    });
  }
  if (timedOut) {
    return new ApiError({
      kind: 'timeout',
      title: 'Timed out',
      detail: 'The API did not answer in time.',
    });
  }
  return new ApiError({
    kind: 'network',
    title: 'Network error',
    detail: 'The API could not be reached. Check the connection and try again.',
  });
}

/**
 * Sends one request and hands its response to `read`, all within the method's time limit
 * (timeouts.ts). Aborts by the caller stay aborts, so React Query treats them as cancellation.
 */
async function exchange<T>(
  method: HttpMethod,
  url: URL,
  body: unknown,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  if (method !== 'GET' && isReadOnlySession()) throw readOnlyRefusal();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = getApiKey();
  if (key) headers.Authorization = `Bearer ${key}`;
  const deadline = startDeadline(method, signal);
  const init: RequestInit = {
    method,
    headers,
    signal: deadline.signal,
    credentials: 'omit',
    cache: 'no-store',
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  try {
    return await read(await fetch(url, init));
  } catch (error) {
    if (isApiError(error) || signal?.aborted) throw error;
    throw lostAnswer(method, deadline.timedOut());
  } finally {
    deadline.clear();
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return errorFromResponse(
    response.status,
    response.statusText,
    text,
    response.headers.get('Retry-After'),
  );
}

/**
 * A change the server accepted (2xx) is done even when its answer cannot be read (an empty 204
 * where a body was due): it is reported as `unconfirmed` with that status, never as a failure
 * the user would simply send again.
 */
function unreadableAcceptance(method: HttpMethod, status: number): ApiError | null {
  if (method === 'GET') return null;
  return new ApiError({
    kind: 'unconfirmed',
    status,
    title: 'Answer unreadable',
    detail: 'The API accepted the change but its answer could not be read.',
  });
}

async function parseBody<S extends z.ZodMiniType>(
  schema: S,
  response: Response,
  method: HttpMethod,
  label: string,
): Promise<z.output<S>> {
  const raw = await response.text();
  let json: unknown = undefined;
  if (raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch {
      reportDrift(label, ['(body is not JSON)']);
      throw (
        unreadableAcceptance(method, response.status) ??
        new ApiError({
          kind: 'invalid_response',
          status: response.status,
          title: 'Unreadable response',
          detail: 'The API answered with something that is not JSON.',
          issuePaths: ['(body)'],
        })
      );
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const paths = [
      ...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)')),
    ];
    reportDrift(label, paths);
    throw (
      unreadableAcceptance(method, response.status) ??
      new ApiError({
        kind: 'invalid_response',
        status: response.status,
        title: 'Unexpected response',
        detail: 'The API answered in a shape this panel does not understand.',
        issuePaths: paths,
      })
    );
  }
  return parsed.data;
}

async function run<S extends z.ZodMiniType>(
  schema: S,
  method: HttpMethod,
  url: URL,
  label: string,
  body: unknown,
  signal?: AbortSignal,
  apiPath?: string,
): Promise<z.output<S>> {
  const read = async (response: Response) => {
    if (!response.ok) {
      const error = await failure(response);
      if (apiPath) noteRefusal(method, apiPath, body, error);
      throw error;
    }
    const data = await parseBody(schema, response, method, label);
    if (apiPath) noteSuccess(method, apiPath, body);
    return data;
  };
  const early = method === 'GET' ? takeEarlyResponse(url.href) : null;
  if (early) return early.then(read);
  return exchange(method, url, body, signal, read);
}

/** The one HTTP boundary: every fetcher in src/api goes through here. */
export function request<S extends z.ZodMiniType>(
  schema: S,
  options: RequestOptions,
): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const url = withQuery(resolveApiUrl(options.path), options.query);
  const sent = run(
    schema,
    method,
    url,
    endpointLabel(method, options.path),
    options.body,
    options.signal,
    options.path,
  );
  return watchExchange(
    { method, path: options.path, body: options.body, signal: options.signal },
    sent,
  );
}

/**
 * Starts a GET before anything has asked for it; the first `request()` for the same URL within
 * a few seconds takes its response instead of sending again (see early-responses.ts).
 */
export function startEarlyRead(options: Pick<RequestOptions, 'path' | 'query'>): void {
  const url = withQuery(resolveApiUrl(options.path), options.query);
  keepEarlyResponse(
    url.href,
    exchange('GET', url, undefined, undefined, async (response) => {
      // Read within the time limit; whoever takes it reads the copy.
      const text = await response.text();
      return new Response(text === '' ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }),
  );
}

/** Sends a request and only checks that it succeeded (sign-in's key check); nothing is parsed. */
export async function probe(options: RequestOptions): Promise<void> {
  const method = options.method ?? 'GET';
  const url = withQuery(resolveApiUrl(options.path), options.query);
  await exchange(method, url, options.body, options.signal, async (response) => {
    if (!response.ok) throw await failure(response);
  });
}

/** Follows a server-given `pollUrl`, refused unless it has one of the spec's two shapes. */
export function requestPollUrl<S extends z.ZodMiniType>(
  schema: S,
  pollUrl: string,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const url = resolvePollUrl(pollUrl);
  return run(schema, 'GET', url, endpointLabel('GET', url.pathname), undefined, signal);
}
