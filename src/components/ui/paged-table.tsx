import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import type { Page } from '../../api/core/common';
import { DataTable, type Column } from './data-table';
import { ErrorAlert } from './error-alert';
import { Pager, type CursorPages } from './pager';
import { EmptyState, LoadingState } from './states';

export type { Column } from './data-table';

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
export function PagedTable<T>({
  query,
  pages,
  columns,
  rowKey,
  label,
  emptyTitle,
  emptyDescription,
  showPageSize = false,
  rowTone,
}: PagedTableProps<T>) {
  // Rows arriving from the API render as a transition, which React splits into short tasks, so a
  // long page of rows never blocks typing or scrolling (the loading state stays a moment longer).
  const page = useDeferredValue(query.data);
  if (query.isError)
    return (
      <div className="p-4">
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isPending || page === undefined)
    return <LoadingState failureReason={query.failureReason} />;
  if (page.data.length === 0 && pages.pageNumber === 1)
    return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={page.data}
        rowKey={rowKey}
        {...(rowTone ? { rowTone } : {})}
      />
      <Pager
        pages={pages}
        hasMore={page.hasMore}
        nextCursor={page.nextCursor}
        showPageSize={showPageSize}
      />
    </>
  );
}
