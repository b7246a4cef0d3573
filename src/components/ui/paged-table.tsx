import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../api/common';
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
export function PagedTable<T>({ query, pages, columns, rowKey, label, emptyTitle, emptyDescription, showPageSize = false, rowTone }: PagedTableProps<T>) {
  if (query.isPending) return <LoadingState failureReason={query.failureReason} />;
  if (query.isError) return <div className="p-4"><ErrorAlert error={query.error} onRetry={() => void query.refetch()} /></div>;
  const page = query.data;
  if (page.data.length === 0 && pages.pageNumber === 1) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <DataTable label={label} columns={columns} rows={page.data} rowKey={rowKey} {...(rowTone ? { rowTone } : {})} />
      <Pager pages={pages} hasMore={page.hasMore} nextCursor={page.nextCursor} showPageSize={showPageSize} />
    </>
  );
}
