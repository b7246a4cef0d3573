/** Syntax checks for DNS record values and names: pure, no zod, shared by schema, UI and mock. */

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Dotted decimal only; leading zeros are refused because some resolvers read them as octal. */
export function isIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_OCTET.test(part));
}

const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

function groupCount(side: string): number | null {
  if (side === '') return 0;
  const groups = side.split(':');
  let count = 0;
  for (const [index, group] of groups.entries()) {
    // An embedded IPv4 address may only end the address, and counts as two groups.
    if (index === groups.length - 1 && group.includes('.')) {
      if (!isIpv4(group)) return null;
      count += 2;
    } else if (HEX_GROUP.test(group)) {
      count += 1;
    } else {
      return null;
    }
  }
  return count;
}

/** RFC 4291 text forms: full, `::`-compressed, and with a trailing IPv4 part; no zone index. */
export function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const [head = '', tail] = halves;
  if (tail === undefined) return groupCount(head) === 8;
  // The IPv4 part can only close the address, so it never sits before `::`.
  if (head.includes('.')) return false;
  const before = groupCount(head);
  const after = groupCount(tail);
  return before !== null && after !== null && before + after <= 7;
}

export const LABEL_MAX = 63;
export const NAME_MAX = 253;

export interface LabelOptions {
  /** Service labels such as `_sip` or `_domainkey`. */
  underscore?: boolean;
  /** `*` as the first label (a wildcard owner name). */
  wildcard?: boolean;
}

function isLabel(label: string, options: LabelOptions): boolean {
  if (label.length === 0 || label.length > LABEL_MAX) return false;
  const pattern = options.underscore
    ? /^[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?$/
    : /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
  return pattern.test(label);
}

/** A sequence of labels (`www`, `_sip._tcp`, `*.shop`), without a trailing dot. */
export function isDomainLabels(value: string, options: LabelOptions = {}): boolean {
  if (value.length === 0 || value.length > NAME_MAX) return false;
  const labels = value.split('.');
  return labels.every(
    (label, index) => (options.wildcard && index === 0 && label === '*') || isLabel(label, options),
  );
}

/**
 * A host name a record points at: labels with an optional trailing dot, and a last label that
 * is not all digits (so an IP address is never taken for a host name).
 */
export function isHostname(value: string, options: Pick<LabelOptions, 'underscore'> = {}): boolean {
  const bare = value.endsWith('.') ? value.slice(0, -1) : value;
  if (!isDomainLabels(bare, options)) return false;
  const last = bare.slice(bare.lastIndexOf('.') + 1);
  return !/^\d+$/.test(last);
}

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
