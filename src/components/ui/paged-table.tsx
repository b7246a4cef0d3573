import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../api/common';
import { ErrorAlert } from './error-alert';
import { TableScroll } from './layout';
import { Pager, type CursorPages } from './pager';
import { EmptyState, LoadingState } from './states';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
}

export interface PagedTableProps<T> {
  query: UseQueryResult<Page<T>>;
  pages: CursorPages;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  /** Accessible name of the table. */
  label: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  showPageSize?: boolean;
  /** Highlight a row (overdue invoices…). */
  rowTone?: (item: T) => 'warning' | null;
}

/** A list page's body: loading, error, empty and the table with cursor paging, as flat blocks. */
export function PagedTable<T>({ query, pages, columns, rowKey, label, emptyTitle, emptyDescription, showPageSize = false, rowTone }: PagedTableProps<T>) {
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) return <div className="p-4"><ErrorAlert error={query.error} onRetry={() => void query.refetch()} /></div>;
  const page = query.data;
  if (page.data.length === 0 && pages.pageNumber === 1) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <TableScroll label={label}>
        <table className="table">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.data.map((item) => (
              <tr key={rowKey(item)} className={rowTone?.(item) === 'warning' ? 'bg-amber-50 dark:bg-amber-950/40' : undefined}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager pages={pages} hasMore={page.hasMore} nextCursor={page.nextCursor} showPageSize={showPageSize} />
    </>
  );
}
