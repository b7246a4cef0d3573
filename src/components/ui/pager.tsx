import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../api/core/paging';
import { useFormat, useMessages } from '../../i18n/use-messages';
import { listMessages } from '../list/messages';
import { Button } from './button';

/** Cursor paging state: a stack of cursors so "previous" works with a forward-only API. */
export function useCursorPages(initialSize: number = PAGE_SIZE_DEFAULT) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [pageSize, setPageSizeState] = useState(initialSize);
  const cursor = cursors[cursors.length - 1] ?? null;
  return {
    cursor,
    pageSize,
    pageNumber: cursors.length,
    next: (nextCursor: string | null | undefined) => {
      if (nextCursor) setCursors((stack) => [...stack, nextCursor]);
    },
    previous: () => setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setCursors([null]);
    },
    reset: () => setCursors([null]),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

export const pageSizeChoices = [10, 20, 50, 100] as const;

export function Pager({
  pages,
  hasMore,
  nextCursor,
  showPageSize = false,
}: {
  pages: CursorPages;
  hasMore: boolean;
  nextCursor?: string | null | undefined;
  showPageSize?: boolean;
}) {
  const t = useMessages(listMessages);
  if (pages.pageNumber === 1 && !hasMore && !showPageSize) return null;
  return (
    <nav
      aria-label={t('page', { page: pages.pageNumber })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-700"
    >
      <span>{t('page', { page: pages.pageNumber })}</span>
      <div className="flex flex-wrap items-center gap-2">
        {showPageSize && (
          <label className="flex items-center gap-2">
            {t('pageSize')}
            <select
              className="input w-auto py-1"
              value={pages.pageSize}
              onChange={(event) => pages.setPageSize(Number(event.target.value))}
            >
              {pageSizeChoices.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button size="sm" onClick={pages.previous} disabled={pages.pageNumber === 1}>
          {t('previous')}
        </Button>
        <Button size="sm" onClick={() => pages.next(nextCursor)} disabled={!hasMore || !nextCursor}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}

export interface ListPagerProps {
  /** Names what is paged, for the navigation's label. */
  label: string;
  /** 1-based, already within 1..pages. */
  page: number;
  pageSize: number;
  /** Rows after search and filters. */
  total: number;
  /** Not every row is loaded yet: the totals say "loaded". */
  partial: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** "1–20 of 1,000", rows per page and Previous/Next for a list counted on the panel. */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  partial,
  onPage,
  onPageSize,
}: ListPagerProps) {
  const t = useMessages(listMessages);
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const range = {
    from: format.number(total === 0 ? 0 : (page - 1) * pageSize + 1),
    to: format.number(Math.min(total, page * pageSize)),
    total: format.number(total),
  };
  return (
    <nav
      aria-label={t('paging', { label })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm dark:border-slate-700"
    >
      <p role="status">{partial ? t('rangeLoaded', range) : t('range', range)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          {t('pageSize')}
          <select
            className="input w-auto py-1"
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {pageSizeChoices.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className="muted">
          {t('pageOfPages', { page: format.number(page), pages: format.number(pages) })}
        </span>
        <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('previous')}
        </Button>
        <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('next')}
        </Button>
      </div>
    </nav>
  );
}
