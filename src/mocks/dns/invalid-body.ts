import type { z } from 'zod';
import { dnsRuleMessages, isDnsRuleKey } from '../../api/dns-record-messages';
import { invalid } from '../problem';

function pointerFor(path: readonly PropertyKey[]): string {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * A 400 `invalid_request` whose `errors[]` point into the body where zod found each problem.
 * A rule's message key becomes the error's `code` and its English text the `detail`.
 */
export function invalidBody(instance: string, error: z.ZodError) {
  return invalid(
    instance,
    error.issues.map((issue) => {
      const rule = isDnsRuleKey(issue.message) ? issue.message : null;
      return {
        pointer: pointerFor(issue.path),
        detail: rule ? dnsRuleMessages.en[rule] : issue.message,
        code: issue.code === 'custom' && rule ? rule : issue.code,
      };
    }),
  );
}
