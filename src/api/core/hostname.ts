import { isIpAddress } from './ip-address';

/**
 * Host and domain names: the one set of rules for record names and targets, nameservers, bulk
 * domain lists and the fake's domain lookups. A label is 1–63 letters, digits and hyphens, not
 * starting or ending with a hyphen (RFC 1123); a name is at most 253 characters without its
 * trailing dot; a last label of only digits would read as an IP address, so it is refused.
 */

export const LABEL_MAX = 63;
export const NAME_MAX = 253;

export interface LabelOptions {
  /** Service labels such as `_sip` or `_domainkey`. */
  underscore?: boolean;
  /** `*` as the first label (a wildcard owner name). */
  wildcard?: boolean;
}

const LDH_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const SERVICE_LABEL = /^[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?$/;

function isLabel(label: string, options: LabelOptions): boolean {
  if (label.length === 0 || label.length > LABEL_MAX) return false;
  return (options.underscore ? SERVICE_LABEL : LDH_LABEL).test(label);
}

const withoutTrailingDot = (name: string) => (name.endsWith('.') ? name.slice(0, -1) : name);
const hasNumericLastLabel = (name: string) => /^\d+$/.test(name.slice(name.lastIndexOf('.') + 1));

/** A sequence of ASCII labels (`www`, `_sip._tcp`, `*.shop`), without a trailing dot. */
export function isDomainLabels(value: string, options: LabelOptions = {}): boolean {
  if (value.length === 0 || value.length > NAME_MAX) return false;
  const labels = value.split('.');
  return labels.every(
    (label, index) => (options.wildcard && index === 0 && label === '*') || isLabel(label, options),
  );
}

/**
 * An ASCII host name a record points at: labels with an optional trailing dot, and a last label
 * that is not all digits (so an IP address is never taken for a host name).
 */
export function isHostname(value: string, options: Pick<LabelOptions, 'underscore'> = {}): boolean {
  const bare = withoutTrailingDot(value);
  return isDomainLabels(bare, options) && !hasNumericLastLabel(bare);
}

/** A registrable domain as the API names it: ASCII (IDN in punycode), two labels or more. */
export function isAsciiDomainName(value: string): boolean {
  const bare = withoutTrailingDot(value);
  return bare.includes('.') && isHostname(bare);
}

export type HostnameProblem = 'invalid_hostname' | 'ip_as_hostname' | 'not_fully_qualified';

export type ParsedHostname = { ok: true; ascii: string } | { ok: false; problem: HostnameProblem };

// Characters that would make the URL parser read something other than a bare host.
const NOT_IN_A_HOST = /[\s/\\?#@:%[\]]/;

/** RFC 5891: hyphens in the third and fourth position are reserved for `xn--` (punycode). */
const isIdnaLabel = (label: string) => label.slice(2, 4) !== '--' || label.startsWith('xn--');

/**
 * A fully qualified name as typed by a person, Unicode or ASCII: its lower-case ASCII form, with
 * Unicode labels converted to punycode by the platform's IDNA (the URL parser), which also
 * refuses malformed `xn--` labels. Surrounding spaces and one trailing dot are allowed.
 */
export function parseHostname(input: string): ParsedHostname {
  const text = withoutTrailingDot(input.trim());
  if (isIpAddress(text)) return { ok: false, problem: 'ip_as_hostname' };
  if (text === '' || NOT_IN_A_HOST.test(text)) return { ok: false, problem: 'invalid_hostname' };
  let ascii: string;
  try {
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return { ok: false, problem: 'invalid_hostname' };
  }
  const labels = ascii.split('.');
  const valid = isDomainLabels(ascii) && labels.every(isIdnaLabel) && !hasNumericLastLabel(ascii);
  if (!valid) return { ok: false, problem: 'invalid_hostname' };
  if (labels.length < 2) return { ok: false, problem: 'not_fully_qualified' };
  return { ok: true, ascii };
}

/** The ASCII form of a name that parses; null for anything else. */
export function asciiHostname(name: string): string | null {
  const parsed = parseHostname(name);
  return parsed.ok ? parsed.ascii : null;
}

/** The ASCII form when the name parses, else the trimmed lower-case text (for comparisons). */
export function normalizeHostname(name: string): string {
  return asciiHostname(name) ?? withoutTrailingDot(name.trim().toLowerCase());
}
