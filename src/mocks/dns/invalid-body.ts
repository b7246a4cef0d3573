import type { z } from 'zod/mini';
import { dnsRuleMessages, isDnsRuleKey } from '../../api/dns-record-messages';
import { invalidBody as invalidBodyWith } from '../validation';

/**
 * A 400 `invalid_request` whose `errors[]` point into the body where zod found each problem.
 * A rule's message key becomes the error's `code` and its English text the `detail`.
 */
export function invalidBody(instance: string, error: z.core.$ZodError) {
  return invalidBodyWith(instance, error, {
    detail: (issue) =>
      isDnsRuleKey(issue.message) ? dnsRuleMessages.en[issue.message] : issue.message,
    code: (issue) =>
      issue.code === 'custom' && isDnsRuleKey(issue.message) ? issue.message : issue.code,
  });
}
