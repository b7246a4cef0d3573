import type { z } from '../api/core/z';
import { invalid } from './problem';

export interface PointerError {
  pointer: string;
  detail: string;
  code: string;
}

/** A JSON pointer into the request body (`/records/0/ttl`); no tokens is the whole body. */
export function pointerTo(path: readonly PropertyKey[]): string {
  return path.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export interface IssueWording {
  /** The `detail` a server would write for the issue (request schemas carry message keys). */
  detail?: (issue: z.core.$ZodIssue) => string;
  /** The machine code; by default a custom issue's `params.code`, else zod's own code. */
  code?: (issue: z.core.$ZodIssue) => string;
  /** Only the first issue of each field. */
  firstPerField?: boolean;
}

const customCode = (issue: z.core.$ZodIssue): string => {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : issue.code;
};

/** zod issues as the spec's `errors[]`: a pointer into the body, a detail and a code each. */
export function pointerErrors(error: z.core.$ZodError, wording: IssueWording = {}): PointerError[] {
  const errors: PointerError[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const pointer = pointerTo(issue.path);
    if (wording.firstPerField && seen.has(pointer)) continue;
    seen.add(pointer);
    errors.push({
      pointer,
      detail: wording.detail?.(issue) ?? issue.message,
      code: (wording.code ?? customCode)(issue),
    });
  }
  return errors;
}

/** A 400 `invalid_request` for a body that failed its schema. */
export function invalidBody(
  instance: string,
  error: z.core.$ZodError,
  wording: IssueWording = {},
  detail?: string,
) {
  return invalid(instance, pointerErrors(error, wording), detail);
}
