import type { z } from 'zod';

export interface PointerError {
  pointer: string;
  detail: string;
  code: string;
}

const escapeToken = (token: PropertyKey) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** zod issues as Problem Details `errors[]`: a JSON pointer into the body, the message and a code. */
export function pointerErrors(error: z.ZodError): PointerError[] {
  return error.issues.map((issue) => {
    const custom = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : null;
    return {
      pointer: issue.path.map((token) => `/${escapeToken(token)}`).join(''),
      detail: issue.message,
      code: custom ?? issue.code,
    };
  });
}
