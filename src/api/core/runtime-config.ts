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

/** `/config.json` is there but unusable: the panel cannot know which API to talk to. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function apiBaseUrlOf(config: unknown): string | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw new RuntimeConfigError('config.json is not a JSON object');
  if (!('apiBaseUrl' in config) || config.apiBaseUrl === undefined) return null;
  if (typeof config.apiBaseUrl !== 'string')
    throw new RuntimeConfigError('apiBaseUrl in config.json is not a string');
  return config.apiBaseUrl;
}

/**
 * Reads `/config.json`, deployed beside the build, so one build runs against any API. Without
 * the file the panel talks to its own origin; a file that is there but malformed (not JSON, not
 * an object, an apiBaseUrl that is no http(s) URL) throws a RuntimeConfigError rather than
 * letting the panel guess.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) return;
  // Read by hand rather than with zod: this runs before anything else and keeps zod out of
  // the entry bundle.
  const text = await response.text();
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    throw new RuntimeConfigError('config.json is not valid JSON');
  }
  const baseUrl = apiBaseUrlOf(config);
  if (baseUrl === null) return;
  try {
    setApiBaseUrl(baseUrl);
  } catch (error) {
    throw new RuntimeConfigError(error instanceof Error ? error.message : String(error));
  }
}
