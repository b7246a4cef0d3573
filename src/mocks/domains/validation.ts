import type { z } from 'zod/mini';
import { readJson } from '../context';
import { invalidBody, type IssueWording } from '../validation';

/** Reads the body with the request schema the panel uses; anything else is a 400 with pointers. */
export async function parseBody<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  wording?: IssueWording,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(request));
  if (parsed.success) return parsed.data;
  throw invalidBody(new URL(request.url).pathname, parsed.error, wording);
}
