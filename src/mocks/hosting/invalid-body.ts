import type { z } from '../../api/core/z';
import { invalidBody as invalidBodyWith } from '../validation';

/** A zod failure as the spec's 400: one `errors[]` entry per field (its first issue), with its pointer. */
export function invalidBody(
  instance: string,
  error: z.core.$ZodError,
  describe: (issue: z.core.$ZodIssue) => string,
) {
  return invalidBodyWith(instance, error, {
    firstPerField: true,
    detail: describe,
    code: (issue) =>
      issue.code === 'custom' && typeof issue.params?.problem === 'string'
        ? issue.params.problem
        : issue.code,
  });
}
