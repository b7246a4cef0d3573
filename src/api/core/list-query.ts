import { queryOptions } from '@tanstack/react-query';
import { pageSchema } from './common';
import { pageQuery, type PageParams } from './paging';
import { request, type QueryValue } from './http';
import type { z } from './z';

/**
 * queryOptions for one page of an assumed-shapes list (`data`, `hasMore`, `nextCursor`).
 * Filters are sent as query parameters and are part of the key.
 */
export function pageQueryOptions<T extends z.ZodMiniType, K extends readonly unknown[]>(
  key: K,
  path: string,
  item: T,
  params: PageParams = {},
  filters: Record<string, QueryValue> = {},
) {
  const schema = pageSchema(item);
  const query = { ...filters, ...pageQuery(params) };
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => request(schema, { path, query, signal }),
  });
}
