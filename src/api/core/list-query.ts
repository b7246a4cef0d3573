import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { pageSchema, type Page } from './common';
import { LOAD_PAGE_SIZE, pageQuery, type PageParams } from './paging';
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

/**
 * infiniteQueryOptions for a whole list read page after page (`limit=100`), for pages that
 * search, sort and count on the panel. Its key ends in `'pages'`, apart from the single pages.
 */
export function allPagesQueryOptions<T extends z.ZodMiniType, K extends readonly unknown[]>(
  key: K,
  path: string,
  item: T,
  filters: Record<string, QueryValue> = {},
) {
  return allPagesOfQueryOptions(key, path, pageSchema(item), filters);
}

/** The same for a list whose pages carry more than their rows (an `actions.canAdd` gate…). */
export function allPagesOfQueryOptions<
  P extends z.ZodMiniType<Page<unknown>>,
  K extends readonly unknown[],
>(key: K, path: string, schema: P, filters: Record<string, QueryValue> = {}) {
  return infiniteQueryOptions({
    queryKey: [...key, 'pages', filters] as const,
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      request(schema, {
        path,
        query: { ...filters, ...pageQuery({ limit: LOAD_PAGE_SIZE, cursor: pageParam }) },
        signal,
      }),
    getNextPageParam: (page: z.infer<P>) =>
      page.hasMore && page.nextCursor ? page.nextCursor : null,
  });
}
