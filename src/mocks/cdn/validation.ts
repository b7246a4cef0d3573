import type { z } from 'zod/mini';
import { listIssueCodes, type ListIssueCode } from '../../api/cdn/allowlists';
import { isKnown } from '../../api/core/lenient';
import { pointerErrors as pointerErrorsWith, type PointerError } from '../validation';

// The request schemas carry message keys for the panel to translate; a server answers in words.
const details: Record<ListIssueCode, string> = {
  invalid_ip_or_cidr: 'Not an IP address or CIDR range.',
  invalid_path_prefix: 'A path prefix starts with / and has no spaces, ? or #.',
  invalid_country_code: 'Not an uppercase ISO 3166-1 alpha-2 country code.',
  empty_entry: 'Empty entries are not allowed.',
  duplicate_entry: 'This entry is already in the list.',
};

/** zod issues as Problem Details `errors[]`: a JSON pointer into the body, the message and a code. */
export function pointerErrors(error: z.core.$ZodError): PointerError[] {
  return pointerErrorsWith(error, {
    detail: (issue) => {
      const code = issue.code === 'custom' ? issue.params?.code : undefined;
      return typeof code === 'string' && isKnown(listIssueCodes, code)
        ? details[code]
        : issue.message;
    },
  });
}
