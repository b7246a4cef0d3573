import { acceptedOperationSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { request } from '../core/http';
import { pageQueryOptions } from '../core/list-query';
import { vpsKeys } from './vps';
import { vpsPath } from '../core/paths';
import { z } from '../core/z';

export const osTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.string(),
  version: z.string(),
});
export type OsTemplate = z.infer<typeof osTemplateSchema>;

/** Templates are few; one generous page holds them all for a picker. */
export const vpsTemplatesQuery = (id: string, params: PageParams = { limit: 100 }) =>
  pageQueryOptions(vpsKeys.templates(id), vpsPath(id, 'templates'), osTemplateSchema, params);

export const rebuildBodySchema = z.object({
  // A message key: forms translate it, the mock words it.
  templateId: z.string({ error: 'templateRequired' }).check(z.minLength(1, 'templateRequired')),
  clearSshKeys: z.optional(z.boolean()),
});
export type RebuildBody = z.infer<typeof rebuildBodySchema>;

/** Reinstalls the server from a clean image, destroying its data (202 with an operation). */
export function rebuildVps(id: string, body: RebuildBody, signal?: AbortSignal) {
  return request(acceptedOperationSchema, {
    method: 'POST',
    path: vpsPath(id, 'actions', 'rebuild'),
    body,
    signal,
  });
}
