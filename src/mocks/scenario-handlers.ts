import { delay, http, HttpResponse } from 'msw';
import { isSafePollUrl } from '../api/core/url';
import { looksLikePrivateKey } from '../api/ssh-keys/ssh-public-key-private';
import { parseCredentials } from './context';
import { problem } from './problem';
import { stateFor, type MockState } from './state';

const RATE_LIMIT_SECONDS = 7;

/** A private key sent straight to the mock (bypassing the panel) is never kept in the log. */
function withoutSecrets(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('publicKey' in body)) return body;
  return typeof body.publicKey === 'string' && looksLikePrivateKey(body.publicKey)
    ? { ...body, publicKey: '[private key removed]' }
    : body;
}

async function logRequest(state: MockState, request: Request): Promise<void> {
  const url = new URL(request.url);
  let body: unknown = undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text();
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
  }
  state.requests.push({
    method: request.method,
    path: url.pathname,
    search: url.search,
    body: withoutSecrets(body),
  });
}

function rateLimited(state: MockState, instance: string) {
  const now = Date.now();
  state.rateLimitedUntil ??= now + RATE_LIMIT_SECONDS * 1000;
  const remainingMs = state.rateLimitedUntil - now;
  if (remainingMs <= 0) return undefined;
  const seconds = Math.ceil(remainingMs / 1000);
  return problem({
    status: 429,
    code: 'rate_limit_exceeded',
    detail: 'Too many requests were made with this key. Wait and try again.',
    instance,
    headers: {
      'Retry-After': String(seconds),
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(Math.ceil(state.rateLimitedUntil / 1000)),
    },
  });
}

/**
 * Runs before every area handler: records the request and applies the namespace's scenario.
 * Returning nothing passes the request on to the area handlers.
 */
export const scenarioHandlers = [
  http.all('*/api/*', async ({ request }) => {
    const credentials = parseCredentials(request);
    if (!credentials) return undefined;
    const state = stateFor(credentials.namespace);
    await logRequest(state, request);
    const instance = new URL(request.url).pathname;
    const isJobPoll = isSafePollUrl(instance);
    switch (state.scenario) {
      case 'slow-network':
        await delay(1500);
        return undefined;
      case 'rate-limited':
        return isJobPoll ? undefined : rateLimited(state, instance);
      case 'upstream-failing':
        return isJobPoll
          ? undefined
          : problem({
              status: 502,
              code: 'upstream_failed',
              detail: 'A provider this service depends on did not answer.',
              instance,
            });
      case 'bad-gateway-html':
        return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        });
      default:
        return undefined;
    }
  }),
];
