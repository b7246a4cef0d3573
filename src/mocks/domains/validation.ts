import type { z } from 'zod';
import { readJson } from '../context';
import { invalid } from '../problem';

function toPointer(path: readonly PropertyKey[]): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

function codeOf(issue: z.core.$ZodIssue): string {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : issue.code;
}

/** Reads the body with the request schema the panel uses; anything else is a 400 with pointers. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request));
  if (parsed.success) return parsed.data;
  throw invalid(
    new URL(request.url).pathname,
    parsed.error.issues.map((issue) => ({ pointer: toPointer(issue.path), detail: issue.message, code: codeOf(issue) })),
  );
}
