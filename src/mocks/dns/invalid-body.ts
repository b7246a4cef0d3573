import type { z } from 'zod/mini';
import { isDnsRuleKey } from '../../api/dns/rule-keys';
import { invalidBody as invalidBodyWith } from '../validation';

/**
 * A 400 `invalid_request` whose `errors[]` point into the body where zod found each problem.
 * A rule's message key becomes the error's `code` and stays its `detail`: the fake keeps no UI
 * text, and the record inputs word a detail that is a rule key in the panel's language.
 */
export function invalidBody(instance: string, error: z.core.$ZodError) {
  return invalidBodyWith(instance, error, {
    code: (issue) =>
      issue.code === 'custom' && isDnsRuleKey(issue.message) ? issue.message : issue.code,
  });
}
