import { isCountryCode } from './cdn-countries';
import { parseIpOrCidr } from './cdn-ip-address';
import { z } from './z';

/**
 * Stable codes for list-entry problems; the mock sends them as `errors[].code`, and the form
 * can translate them. The message is the English fallback.
 */
export const listIssueCodes = {
  invalidIp: 'invalid_ip_or_cidr',
  invalidPath: 'invalid_path_prefix',
  invalidCountry: 'invalid_country_code',
  empty: 'empty_entry',
  duplicate: 'duplicate_entry',
} as const;
export type ListIssueCode = (typeof listIssueCodes)[keyof typeof listIssueCodes];

interface EntryRule {
  /** Why the entry is refused, or null when it is fine. */
  check: (entry: string) => { code: ListIssueCode; message: string } | null;
  /** What two entries must share to count as the same one. */
  identity: (entry: string) => string;
}

function entryList(rule: EntryRule) {
  return z.array(z.string()).superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const problem = entry.trim() === ''
        ? { code: listIssueCodes.empty, message: 'Enter a value or remove the empty line.' }
        : rule.check(entry);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [index], message: problem.message, params: { code: problem.code } });
        return;
      }
      const identity = rule.identity(entry);
      if (seen.has(identity)) {
        ctx.addIssue({ code: 'custom', path: [index], message: `${entry} is already in the list.`, params: { code: listIssueCodes.duplicate } });
      }
      seen.add(identity);
    });
  });
}

const PATH_PREFIX = /^\/[^\s?#]*$/;

/** IPv4/IPv6 addresses and CIDR ranges; `2001:db8::1` and `2001:DB8:0::1` are the same entry. */
export const ipAllowlistSchema = entryList({
  check: (entry) => (parseIpOrCidr(entry)
    ? null
    : { code: listIssueCodes.invalidIp, message: `${entry} is not an IP address or CIDR range (such as 192.0.2.0/24 or 2001:db8::/32).` }),
  identity: (entry) => parseIpOrCidr(entry)?.canonical ?? entry,
});

/** User-agent substrings, matched as typed. */
export const uaAllowlistSchema = entryList({ check: () => null, identity: (entry) => entry });

/** Path prefixes such as `/api/webhooks/`. */
export const pathAllowlistSchema = entryList({
  check: (entry) => (PATH_PREFIX.test(entry)
    ? null
    : { code: listIssueCodes.invalidPath, message: `${entry} must start with / and contain no spaces, ? or #.` }),
  identity: (entry) => entry,
});

/** Uppercase ISO 3166-1 alpha-2 codes. */
export const countryListSchema = entryList({
  check: (entry) => (isCountryCode(entry)
    ? null
    : { code: listIssueCodes.invalidCountry, message: `${entry} is not an uppercase ISO country code (such as SE).` }),
  identity: (entry) => entry,
});
