import type { z } from '../../api/z';
import { invalid } from '../problem';

const escapeToken = (token: PropertyKey) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** A zod failure as the spec's 400: one `errors[]` entry per field (its first issue), with its pointer. */
export function invalidBody(instance: string, error: z.ZodError, describe: (issue: z.core.$ZodIssue) => string) {
  const byPointer = new Map<string, { pointer: string; detail: string; code: string }>();
  for (const issue of error.issues) {
    const pointer = issue.path.map((token) => `/${escapeToken(token)}`).join('');
    if (byPointer.has(pointer)) continue;
    const code = issue.code === 'custom' && typeof issue.params?.problem === 'string' ? issue.params.problem : issue.code;
    byPointer.set(pointer, { pointer, detail: describe(issue), code });
  }
  return invalid(instance, [...byPointer.values()]);
}
