import { ApiError } from './errors';
import { getApiBaseUrl } from './runtime-config';

function unsafe(detail: string): ApiError {
  return new ApiError({ kind: 'unsafe_url', title: 'Refused URL', detail });
}

/**
 * Appends an API path (`/api/...`) to the configured base. Only paths are accepted, so the
 * Authorization header can never be sent to another origin.
 */
export function resolveApiUrl(path: string, base: string = getApiBaseUrl()): URL {
  if (!path.startsWith('/api/') || path.startsWith('//') || /[\\\s]/.test(path)) {
    throw unsafe(`Not an API path: ${path.slice(0, 80)}`);
  }
  const baseUrl = new URL(base);
  const prefix = baseUrl.pathname.replace(/\/+$/, '');
  const url = new URL(`${prefix}${path}`, baseUrl.origin);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(`${prefix}/api/`)) {
    throw unsafe(`Path leaves the API: ${path.slice(0, 80)}`);
  }
  return url;
}

const POLL_URL_SHAPES = [
  /^\/api\/jobs\/[A-Za-z0-9_.-]+$/,
  /^\/api\/v2\/shared-hosting\/[A-Za-z0-9_.-]+\/backups\/queue\/[A-Za-z0-9_.-]+$/,
];

/**
 * A `pollUrl` from the server is one of the two shapes in the spec, relative to the base.
 * Anything absolute, or any other path, is refused: the key never goes anywhere else.
 */
export function resolvePollUrl(pollUrl: string, base: string = getApiBaseUrl()): URL {
  if (!POLL_URL_SHAPES.some((shape) => shape.test(pollUrl))) {
    throw unsafe('The server gave a poll URL of an unexpected shape; it was not followed.');
  }
  return resolveApiUrl(pollUrl, base);
}

export function isSafePollUrl(pollUrl: string): boolean {
  return POLL_URL_SHAPES.some((shape) => shape.test(pollUrl));
}
