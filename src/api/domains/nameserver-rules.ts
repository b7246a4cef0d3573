import { normalizeHostname, parseHostname, type HostnameProblem } from '../core/hostname';
import { isIpAddress } from '../core/ip-address';

/**
 * Nameserver rules shared by the update request schema, the mock API and the nameserver form:
 * in-bailiwick detection and the spec's "at least two non-empty hostnames (IDN or punycode),
 * empty entries ignored, glue an IP address".
 */

export const MIN_NAMESERVERS = 2;
/** Registries take about 13 (what fits a DNS referral); more was never meant and is refused. */
export const MAX_NAMESERVERS = 13;

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
  | 'too_many'
  | 'invalid_ip'
  | 'glue_without_hostname'
  | 'glue_required';

export interface NameserverIssue {
  /** Entry position; null for a problem with the list as a whole. */
  index: number | null;
  field: 'hostname' | 'glue';
  code: NameserverIssueCode;
}

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
  if (filled > MAX_NAMESERVERS) issues.push({ index: null, field: 'hostname', code: 'too_many' });
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
