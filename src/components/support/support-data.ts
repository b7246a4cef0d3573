import { resolveApiUrl } from '../../api/core/url';
import { redact } from '../../api/core/redact';

/** Fields that may carry a secret: one-time or payment links, tokens, keys, passwords. */
const SECRET_FIELD = /(token|secret|password|passphrase|key|url)$/i;

/**
 * The parsed response with every field that could be secret left out and every string passed
 * through `redact` (the session's key, bearer tokens, query strings of links).
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'string') return redact(value);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}

export interface SupportRead {
  path: string;
  query?: Record<string, string | number | boolean>;
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** The read as curl sends it, with the key left to the shell's `$API_KEY`. */
export function curlFor(read: SupportRead): string {
  const url = resolveApiUrl(read.path);
  for (const [name, value] of Object.entries(read.query ?? {}))
    url.searchParams.set(name, String(value));
  return [
    'curl -sS --fail-with-body',
    `-H ${quoted('Accept: application/json')}`,
    '-H "Authorization: Bearer $API_KEY"',
    quoted(url.href),
  ].join(' \\\n  ');
}
