// Cursor paging as assumed-shapes.md describes it, free of schemas so the entry can name a
// list's first page without zod.

export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;
/** The page size list pages read in, so search, sort and totals have as many rows as they can. */
export const LOAD_PAGE_SIZE = PAGE_SIZE_MAX;

export interface PageParams {
  limit?: number;
  cursor?: string | null;
}

export function pageQuery(params: PageParams = {}) {
  return { limit: params.limit ?? PAGE_SIZE_DEFAULT, cursor: params.cursor ?? undefined };
}
