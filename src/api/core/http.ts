import type { z } from 'zod/mini';
import { reportDrift } from './drift';
import { keepEarlyResponse, takeEarlyResponse } from './early-responses';
import { ApiError, errorFromResponse } from './errors';
import { getApiKey, isReadOnlySession } from './session-store';
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

async function send(
  method: HttpMethod,
  url: URL,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  if (method !== 'GET' && isReadOnlySession()) {
    throw new ApiError({
      kind: 'read_only',
      code: 'read_only_session',
      title: 'Read-only session',
      detail: 'This session can look but not change anything; nothing was sent.',
    });
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = getApiKey();
  if (key) headers.Authorization = `Bearer ${key}`;
  const init: RequestInit = {
    method,
    headers,
    signal: signal ?? null,
    credentials: 'omit',
    cache: 'no-store',
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  try {
    return await fetch(url, init);
  } catch (error) {
    // Aborts stay aborts so React Query treats them as cancellation, not failure.
    if (signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network',
      title: 'Network error',
      detail: 'The API could not be reached. Check the connection and try again.',
    });
  }
}

async function parseBody<S extends z.ZodMiniType>(
  schema: S,
  response: Response,
  label: string,
): Promise<z.output<S>> {
  const raw = await response.text();
  let json: unknown = undefined;
  if (raw.trim() !== '') {
    try {
      json = JSON.parse(raw);
    } catch {
      reportDrift(label, ['(body is not JSON)']);
      throw new ApiError({
        kind: 'invalid_response',
        status: response.status,
        title: 'Unreadable response',
        detail: 'The API answered with something that is not JSON.',
        issuePaths: ['(body)'],
      });
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const paths = [
      ...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)')),
    ];
    reportDrift(label, paths);
    throw new ApiError({
      kind: 'invalid_response',
      status: response.status,
      title: 'Unexpected response',
      detail: 'The API answered in a shape this panel does not understand.',
      issuePaths: paths,
    });
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
): Promise<z.output<S>> {
  const early = method === 'GET' ? takeEarlyResponse(url.href) : null;
  const response = await (early ?? send(method, url, body, signal));
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw errorFromResponse(
      response.status,
      response.statusText,
      text,
      response.headers.get('Retry-After'),
    );
  }
  return parseBody(schema, response, label);
}

/** The one HTTP boundary: every fetcher in src/api goes through here. */
export function request<S extends z.ZodMiniType>(
  schema: S,
  options: RequestOptions,
): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const url = withQuery(resolveApiUrl(options.path), options.query);
  return run(
    schema,
    method,
    url,
    endpointLabel(method, options.path),
    options.body,
    options.signal,
  );
}

/**
 * Starts a GET before anything has asked for it; the first `request()` for the same URL within
 * a few seconds takes its response instead of sending again (see early-responses.ts).
 */
export function startEarlyRead(options: Pick<RequestOptions, 'path' | 'query'>): void {
  const url = withQuery(resolveApiUrl(options.path), options.query);
  keepEarlyResponse(url.href, send('GET', url, undefined));
}

/** Sends a request and only checks that it succeeded (sign-in's key check); nothing is parsed. */
export async function probe(options: RequestOptions): Promise<void> {
  const method = options.method ?? 'GET';
  const response = await send(
    method,
    withQuery(resolveApiUrl(options.path), options.query),
    options.body,
    options.signal,
  );
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw errorFromResponse(
      response.status,
      response.statusText,
      text,
      response.headers.get('Retry-After'),
    );
  }
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
