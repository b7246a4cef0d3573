import type { z } from '../../api/z';

export interface PointerError {
  pointer: string;
  detail: string;
  code: string;
}

/** A JSON pointer to a place in the body (`/records/0/ttl`); no tokens is the whole body. */
export function pointerTo(...tokens: readonly PropertyKey[]): string {
  return tokens.map((token) => `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** zod issues as the spec's `errors[]`: a JSON pointer into the body for each. */
export function pointerErrors(error: z.ZodError): PointerError[] {
  return error.issues.map((issue) => ({
    pointer: pointerTo(...issue.path),
    detail: issue.message,
    code: issue.code,
  }));
}
