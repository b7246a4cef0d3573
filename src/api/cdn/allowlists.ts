import { isCountryCode } from './countries';
import { parseIpOrCidr } from '../core/ip-address';
import { z } from '../core/z';

/**
 * Why a list entry is refused. Each is the zod message (a key the form translates) and the
 * `errors[].code` the mock answers with.
 */
export const listIssueCodes = [
  'invalid_ip_or_cidr',
  'invalid_path_prefix',
  'invalid_country_code',
  'empty_entry',
  'duplicate_entry',
] as const;
export type ListIssueCode = (typeof listIssueCodes)[number];

export interface EntryRule {
  /** The entry's own problem, or null when it is fine on its own. */
  check: (entry: string) => ListIssueCode | null;
  /** What two entries must share to count as the same one. */
  identity: (entry: string) => string;
}

/** What is wrong with adding `entry` to `existing`, or null when it can be added. */
export function entryProblem(
  rule: EntryRule,
  entry: string,
  existing: readonly string[],
): ListIssueCode | null {
  if (entry.trim() === '') return 'empty_entry';
  const own = rule.check(entry);
  if (own) return own;
  const identity = rule.identity(entry);
  return existing.some((other) => rule.check(other) === null && rule.identity(other) === identity)
    ? 'duplicate_entry'
    : null;
}

function entryList(rule: EntryRule) {
  return z.array(z.string()).check(
    z.superRefine((entries, ctx) => {
      entries.forEach((entry, index) => {
        const problem = entryProblem(rule, entry, entries.slice(0, index));
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: problem,
            params: { code: problem },
          });
      });
    }),
  );
}

const PATH_PREFIX = /^\/[^\s?#]*$/;

/** IPv4/IPv6 addresses and CIDR ranges; `2001:db8::1` and `2001:DB8:0::1` are the same entry. */
export const ipEntryRule: EntryRule = {
  check: (entry) => (parseIpOrCidr(entry) ? null : 'invalid_ip_or_cidr'),
  identity: (entry) => parseIpOrCidr(entry)?.canonical ?? entry,
};

/** User-agent substrings, matched as typed. */
export const userAgentEntryRule: EntryRule = { check: () => null, identity: (entry) => entry };

/** Path prefixes such as `/api/webhooks/`: a leading slash, no spaces, no query or fragment. */
export const pathEntryRule: EntryRule = {
  check: (entry) => (PATH_PREFIX.test(entry) ? null : 'invalid_path_prefix'),
  identity: (entry) => entry,
};

/** Uppercase ISO 3166-1 alpha-2 codes. */
export const countryEntryRule: EntryRule = {
  check: (entry) => (isCountryCode(entry) ? null : 'invalid_country_code'),
  identity: (entry) => entry,
};

export const ipAllowlistSchema = entryList(ipEntryRule);
export const uaAllowlistSchema = entryList(userAgentEntryRule);
export const pathAllowlistSchema = entryList(pathEntryRule);
export const countryListSchema = entryList(countryEntryRule);
