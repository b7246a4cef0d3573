import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Page } from '../../api/core/common';

/** The options `allPagesQueryOptions` makes (any list's, its pages maybe with more fields). */
export interface AllPagesOptions<P extends Page<unknown>> {
  queryKey: QueryKey;
  queryFn?: unknown;
  initialPageParam: string | null;
  getNextPageParam: (
    lastPage: P,
    allPages: P[],
    lastPageParam: string | null,
    allPageParams: (string | null)[],
  ) => string | null | undefined;
}

/**
 * A list read from a cursor API 100 rows at a time: the first page at once, the rest when the
 * user asks (`loadAll`), since the API says neither how many there are nor lets the panel search.
 * What is loaded is searched, sorted and counted on the panel; `complete` says whether that is all.
 */
export function useLoadedList<P extends Page<unknown>>(
  options: AllPagesOptions<P>,
  /**
   * How many pages to read on its own, for a list derived from another (the CDN zones): 0 reads
   * only the first page, as every list does, Infinity every page, and the finder a long list's
   * first few.
   */
  pagesToRead = 0,
) {
  const query = useInfiniteQuery<P, Error, InfiniteData<P>, QueryKey, string | null>(
    options as Parameters<
      typeof useInfiniteQuery<P, Error, InfiniteData<P>, QueryKey, string | null>
    >[0],
  );
  const [loadingAll, setLoadingAll] = useState(false);
  const rows = useMemo(
    (): Row<P>[] => query.data?.pages.flatMap((page) => page.data) ?? [],
    [query.data],
  );
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const pagesRead = query.data?.pages.length ?? 0;
  const wantsMore = pagesRead < pagesToRead;
  useEffect(() => {
    if (wantsMore && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage();
  }, [wantsMore, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  /** Reads every page not loaded yet, one after another; resolves with all the rows. */
  const loadAll = useCallback(async (): Promise<Row<P>[]> => {
    setLoadingAll(true);
    try {
      let result = hasNextPage ? await fetchNextPage() : null;
      while (result?.hasNextPage && !result.isError) result = await fetchNextPage();
      if (result?.isError) throw result.error;
      const pages = result?.data?.pages ?? query.data?.pages ?? [];
      return pages.flatMap((page) => page.data);
    } finally {
      setLoadingAll(false);
    }
  }, [fetchNextPage, hasNextPage, query.data]);
  return {
    query,
    rows,
    /** Every row of the list is loaded. */
    complete: query.isSuccess && !hasNextPage,
    /** How many pages are loaded. */
    pagesRead,
    loadingAll: loadingAll || query.isFetchingNextPage,
    loadAll,
  };
}

type Row<P extends Page<unknown>> = P['data'][number];

export type LoadedList<T> = ReturnType<typeof useLoadedList<Page<T>>>;
