let apiBaseUrl = '';

/**
 * The API base is the spec's `{base_url}`: scheme, host and any path prefix, without `/api/v2`
 * (a poll URL `/api/jobs/…` has no version prefix). Empty means the panel's own origin.
 */
export function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('apiBaseUrl must be an http(s) URL');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('apiBaseUrl must not carry a query, fragment or credentials');
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function setApiBaseUrl(value: string): void {
  apiBaseUrl = normaliseBaseUrl(value);
}

/** The absolute base every API path is appended to. */
export function getApiBaseUrl(): string {
  return apiBaseUrl === '' ? globalThis.location.origin : apiBaseUrl;
}

/** Reads `/config.json`, deployed beside the build, so one build runs against any API. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) return;
  // Read by hand rather than with zod: this runs before anything else and keeps zod out of
  // the entry bundle.
  const config: unknown = await response.json().catch(() => null);
  if (
    typeof config === 'object' &&
    config !== null &&
    'apiBaseUrl' in config &&
    typeof config.apiBaseUrl === 'string'
  ) {
    setApiBaseUrl(config.apiBaseUrl);
  }
}
