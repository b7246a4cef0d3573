/**
 * Syntax checks for DNS record values: pure, no zod, shared by schema, UI and mock. Addresses
 * and host names are checked by ip-address.ts and hostname.ts.
 */

/** TXT-like values are sent bare; quotes around the whole value mean the user pre-quoted it. */
export function hasSurroundingQuotes(value: string): boolean {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"');
}

export interface CaaValue {
  flags: number;
  tag: string;
  value: string;
}

/** `flags tag "value"`, e.g. `0 issue "letsencrypt.org"` (RFC 8659). */
export function parseCaa(text: string): CaaValue | null {
  const match = /^(\d{1,3})\s+([A-Za-z0-9]{1,15})\s+"((?:[^"\\]|\\.)*)"$/.exec(text);
  if (!match) return null;
  const flags = Number(match[1]);
  if (flags > 255) return null;
  return { flags, tag: match[2] ?? '', value: match[3] ?? '' };
}

export interface TlsaValue {
  usage: number;
  selector: number;
  matchingType: number;
  data: string;
}

/** Hex digits a matching type needs: SHA-256 and SHA-512 digests have fixed lengths. */
const TLSA_DIGEST_HEX: Record<number, number> = { 1: 64, 2: 128 };

/** `usage selector matchingType data`, e.g. `3 1 1 <64 hex digits>` (RFC 6698). */
export function parseTlsa(text: string): TlsaValue | null {
  const match = /^([0-3])\s+([01])\s+([0-2])\s+([0-9A-Fa-f]+)$/.exec(text);
  if (!match) return null;
  const matchingType = Number(match[3]);
  const data = match[4] ?? '';
  const digestLength = TLSA_DIGEST_HEX[matchingType];
  if (digestLength !== undefined ? data.length !== digestLength : data.length % 2 !== 0)
    return null;
  return { usage: Number(match[1]), selector: Number(match[2]), matchingType, data };
}
