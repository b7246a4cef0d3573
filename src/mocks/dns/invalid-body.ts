import type { z } from 'zod';
import { invalid } from '../problem';

function pointerFor(path: readonly PropertyKey[]): string {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The rule name a custom issue carries (`params.rule`), else zod's own issue code. */
function codeOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && typeof issue.params?.rule === 'string') return issue.params.rule;
  return issue.code;
}

/** A 400 `invalid_request` whose `errors[]` point into the body where zod found each problem. */
export function invalidBody(instance: string, error: z.ZodError) {
  return invalid(instance, error.issues.map((issue) => ({ pointer: pointerFor(issue.path), detail: issue.message, code: codeOf(issue) })));
}
