import { memo, type ReactNode } from 'react';
import { TableScroll } from './layout';

export type SortDirection = 'ascending' | 'descending';

export interface ColumnSort {
  /** The direction this column sorts the rows in, or null when another column sorts them. */
  direction: SortDirection | null;
  onSort: () => void;
}

export interface Column<T> {
  /** The header text; also the column's key, so unique within a table. */
  header: string;
  cell: (item: T, index: number) => ReactNode;
  /** Classes of the header and of every cell of the column (alignment, width). */
  className?: string;
  /** Classes of the body cells only. */
  cellClassName?: string;
  /** The cell names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  /** The header becomes a button that sorts by this column, with `aria-sort`. */
  sort?: ColumnSort;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (its caption) and of its scrolling region. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (item: T) => string;
  /** Highlight a row (overdue invoices…). */
  rowTone?: (item: T) => 'warning' | null;
}

function classes(...names: (string | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

function SortButton({ label, sort }: { label: string; sort: ColumnSort }) {
  const arrow = sort.direction === 'ascending' ? '↑' : sort.direction === 'descending' ? '↓' : '';
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-semibold"
      onClick={sort.onSort}
    >
      {label}
      <span aria-hidden="true" className="w-3">
        {arrow}
      </span>
    </button>
  );
}

function HeaderCell<T>({ column }: { column: Column<T> }) {
  return (
    <th
      scope="col"
      className={column.className}
      aria-sort={column.sort ? (column.sort.direction ?? 'none') : undefined}
    >
      {column.sort ? <SortButton label={column.header} sort={column.sort} /> : column.header}
    </th>
  );
}

function bodyCell<T>(column: Column<T>, item: T, index: number) {
  const className = classes(column.className, column.cellClassName);
  const content = column.cell(item, index);
  return column.rowHeader ? (
    <th key={column.header} scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td key={column.header} className={className}>
      {content}
    </td>
  );
}

interface DataRowProps<T> {
  item: T;
  index: number;
  columns: readonly Column<T>[];
  tone: 'warning' | null;
}

function DataRowOf<T>({ item, index, columns, tone }: DataRowProps<T>) {
  return (
    <tr className={tone === 'warning' ? 'bg-amber-50 dark:bg-amber-950/40' : undefined}>
      {columns.map((column) => bodyCell(column, item, index))}
    </tr>
  );
}

/**
 * With columns the caller keeps stable (useMemo), rows that stay render once: showing more rows
 * of a long list or narrowing its search renders only the new rows.
 */
const DataRow = memo(DataRowOf) as typeof DataRowOf;

/** A table with a caption and column headers that scrolls inside its card on narrow screens. */
export function DataTable<T>({ label, columns, rows, rowKey, rowTone }: DataTableProps<T>) {
  return (
    <TableScroll label={label}>
      <table className="table">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <DataRow
              key={rowKey(item)}
              item={item}
              index={index}
              columns={columns}
              tone={rowTone?.(item) ?? null}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
