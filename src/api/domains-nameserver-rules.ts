/**
 * Nameserver rules shared by the update request schema, the mock API and the nameserver form:
 * hostname syntax (IDN or punycode), glue address syntax, in-bailiwick detection and the
 * spec's "at least two non-empty hostnames, empty entries ignored".
 */

export const MIN_NAMESERVERS = 2;

const MAX_HOSTNAME_LENGTH = 253;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// Characters that would make the URL parser read something other than a bare host.
const NOT_IN_A_HOST = /[\s/\\?#@:%[\]]/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

export function isIpv6(text: string): boolean {
  if (text.length > 45 || !/^[0-9a-f:.]+$/i.test(text)) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups = [...head, ...tail];
  let width = 0;
  for (const [index, group] of groups.entries()) {
    // A dotted IPv4 tail is allowed as the very last part and stands for two groups.
    const endsTheAddress = index === groups.length - 1 && (!compressed || tail.length > 0);
    if (endsTheAddress && group.includes('.')) {
      if (!isIpv4(group)) return false;
      width += 2;
    } else if (IPV6_GROUP.test(group)) {
      width += 1;
    } else {
      return false;
    }
  }
  return compressed ? width <= 7 : width === 8;
}

export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

export type HostnameProblem = 'invalid_hostname' | 'ip_as_hostname' | 'not_fully_qualified';

export type ParsedHostname = { ok: true; ascii: string } | { ok: false; problem: HostnameProblem };

/**
 * Lower-case ASCII form of a hostname, Unicode labels converted to punycode by the platform's
 * IDNA (the URL parser), which also refuses malformed `xn--` labels. One trailing dot is allowed.
 */
export function parseHostname(input: string): ParsedHostname {
  const text = input.trim().replace(/\.$/, '');
  if (isIpAddress(text)) return { ok: false, problem: 'ip_as_hostname' };
  if (text === '' || NOT_IN_A_HOST.test(text)) return { ok: false, problem: 'invalid_hostname' };
  let ascii: string;
  try {
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    return { ok: false, problem: 'invalid_hostname' };
  }
  const labels = ascii.split('.');
  if (ascii.length > MAX_HOSTNAME_LENGTH || !labels.every(isValidLabel))
    return { ok: false, problem: 'invalid_hostname' };
  if (labels.length < 2) return { ok: false, problem: 'not_fully_qualified' };
  if (/^\d+$/.test(labels[labels.length - 1] ?? ''))
    return { ok: false, problem: 'invalid_hostname' };
  return { ok: true, ascii };
}

function isValidLabel(label: string): boolean {
  if (!LDH_LABEL.test(label)) return false;
  // RFC 5891: hyphens in the third and fourth position are reserved for `xn--` (punycode).
  return label.slice(2, 4) !== '--' || label.startsWith('xn--');
}

/** The ASCII form when the name parses, else the trimmed lower-case text (for comparisons). */
export function normalizeHostname(name: string): string {
  const parsed = parseHostname(name);
  return parsed.ok ? parsed.ascii : name.trim().toLowerCase().replace(/\.$/, '');
}

/** A nameserver inside the domain it serves needs glue: it equals the domain or ends in `.domain`. */
export function isInBailiwick(nameserver: string, domainName: string): boolean {
  const host = normalizeHostname(nameserver);
  const domain = normalizeHostname(domainName);
  return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
}

export interface NameserverEntry {
  hostname: string;
  glue: string;
}

export type NameserverIssueCode =
  | HostnameProblem
  | 'duplicate'
  | 'too_few'
  | 'invalid_ip'
  | 'glue_without_hostname'
  | 'glue_required';

export interface NameserverIssue {
  /** Entry position; null for a problem with the list as a whole. */
  index: number | null;
  field: 'hostname' | 'glue';
  code: NameserverIssueCode;
}

/** English wording for API answers; the panel words the same codes in its own language. */
export const nameserverIssueDetails: Record<NameserverIssueCode, string> = {
  invalid_hostname: 'Not a valid hostname.',
  ip_as_hostname: 'Enter a hostname here; an IP address belongs in the glue field.',
  not_fully_qualified: 'Enter a fully qualified hostname such as ns1.example.com.',
  duplicate: 'This nameserver is listed twice.',
  too_few: `Enter at least ${MIN_NAMESERVERS} nameservers.`,
  invalid_ip: 'Not a valid IPv4 or IPv6 address.',
  glue_without_hostname: 'A glue address needs a nameserver hostname at the same position.',
  glue_required: 'A nameserver inside the domain itself needs a glue IP address.',
};

/**
 * Every problem with a list of nameserver entries. Without `domainName` only what the request
 * alone shows is checked; with it, in-bailiwick nameservers must also carry glue.
 */
export function nameserverIssues(
  entries: readonly NameserverEntry[],
  domainName?: string,
): NameserverIssue[] {
  const issues: NameserverIssue[] = [];
  const seen = new Set<string>();
  let filled = 0;
  entries.forEach((entry, index) => {
    const hostname = entry.hostname.trim();
    const glue = entry.glue.trim();
    if (hostname === '') {
      if (glue !== '') issues.push({ index, field: 'glue', code: 'glue_without_hostname' });
      return;
    }
    filled += 1;
    if (glue !== '' && !isIpAddress(glue))
      issues.push({ index, field: 'glue', code: 'invalid_ip' });
    const parsed = parseHostname(hostname);
    if (!parsed.ok) {
      issues.push({ index, field: 'hostname', code: parsed.problem });
      return;
    }
    if (seen.has(parsed.ascii)) issues.push({ index, field: 'hostname', code: 'duplicate' });
    seen.add(parsed.ascii);
    if (domainName !== undefined && glue === '' && isInBailiwick(parsed.ascii, domainName)) {
      issues.push({ index, field: 'glue', code: 'glue_required' });
    }
  });
  if (filled < MIN_NAMESERVERS) issues.push({ index: null, field: 'hostname', code: 'too_few' });
  return issues;
}

/** Pairs `nameservers` with `nsips` by index, as the request body aligns them. */
export function entriesFromBody(
  nameservers: readonly string[],
  nsips: readonly string[] = [],
): NameserverEntry[] {
  return Array.from({ length: Math.max(nameservers.length, nsips.length) }, (_, index) => ({
    hostname: nameservers[index] ?? '',
    glue: nsips[index] ?? '',
  }));
}

/** Whether the non-empty entries are exactly the given pair (order and case do not matter). */
export function isSameNameserverSet(
  nameservers: readonly string[],
  pair: readonly string[],
): boolean {
  const chosen = new Set(nameservers.filter((name) => name.trim() !== '').map(normalizeHostname));
  const wanted = new Set(pair.map(normalizeHostname));
  return chosen.size === wanted.size && [...wanted].every((name) => chosen.has(name));
}
