import { getApiKey } from './session-store';

const BEARER = /Bearer\s+[^\s"',;]+/gi;
const URL_WITH_SECRET_PARTS = /(https?:\/\/[^\s"?#]+)[?#][^\s"]*/gi;

/**
 * Anything that is logged or put in an error report passes through here: bearer tokens, the
 * session's key wherever it appears, and the query and fragment of URLs (one-time webmail and
 * payment links carry their tokens there) are replaced.
 */
export function redact(text: string, key: string | null = getApiKey()): string {
  let out = text
    .replace(BEARER, 'Bearer [redacted]')
    .replace(URL_WITH_SECRET_PARTS, '$1?[redacted]');
  if (key && key.length >= 4) out = out.split(key).join('[redacted]');
  return out;
}
