import type { ReactNode } from 'react';
import { TableScroll } from './layout';

export interface Column<T> {
  header: string;
  cell: (item: T, index: number) => ReactNode;
  className?: string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (its caption) and of its scrolling region. */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (item: T) => string;
  /** Highlight a row (overdue invoices…). */
  rowTone?: (item: T) => 'warning' | null;
}

/** A table with a caption and column headers that scrolls inside its card on narrow screens. */
export function DataTable<T>({ label, columns, rows, rowKey, rowTone }: DataTableProps<T>) {
  return (
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
          {rows.map((item, index) => (
            <tr key={rowKey(item)} className={rowTone?.(item) === 'warning' ? 'bg-amber-50 dark:bg-amber-950/40' : undefined}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(item, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
