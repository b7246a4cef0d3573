import type { z } from '../../api/z';
import { invalid } from '../problem';

const escapeToken = (token: PropertyKey) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** A zod failure as the spec's 400: one `errors[]` entry per issue, pointing at the field. */
export function invalidBody(instance: string, error: z.ZodError, describe: (issue: z.core.$ZodIssue) => string) {
  return invalid(
    instance,
    error.issues.map((issue) => ({
      pointer: issue.path.map((token) => `/${escapeToken(token)}`).join(''),
      detail: describe(issue),
      code: issue.code === 'custom' && typeof issue.params?.problem === 'string' ? issue.params.problem : issue.code,
    })),
  );
}
