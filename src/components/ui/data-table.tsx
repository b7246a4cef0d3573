import { memo, useRef, type ReactNode } from 'react';
import { changedRowClass, type ChangedRows } from '../changed-rows/use-changed-rows';
import { ROWS_PER_BATCH, useRowBatches } from '../use-row-batches';
import { ShowMoreRows } from './show-more-rows';
import { TableScroll } from './layout';
import { ServerText } from './server-text';
import { joinTokens } from '../../lib/join-tokens';

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
  /** The rows the user's last action changed (`useChangedRows`), marked with `data-changed`. */
  changed?: ChangedRows;
  /**
   * Rows rendered at first and added per "Show more", so a list of thousands (or a server that
   * sends them in one page) never renders in full; null when the caller batches the rows itself.
   */
  batch?: number | null;
}

// Below 640 px each row becomes a card of label–value lines, so a phone reaches every cell and
// action without scrolling sideways (the header row is hidden; a list sorts with a select instead).
// Tailwind variants rather than a stylesheet rule, so the table's phone layout lives with it.
const cardLayout = [
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:hidden',
  // A card is a grid of two columns, labels and values, that every cell shares (subgrid): the
  // labels' column is as wide as its longest word needs, up to 40 %, in every row of the card, so
  // the values line up; a long value (a fingerprint) wraps in its column rather than widening it.
  // A label sits on its value's first line of text, also when the value is a row of buttons.
  'max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:grid-cols-[minmax(min-content,40%)_minmax(0,1fr)] max-sm:[&_tbody_tr]:border-b max-sm:[&_tbody_tr]:border-slate-200 max-sm:[&_tbody_tr]:py-2 max-sm:dark:[&_tbody_tr]:border-slate-700',
  'max-sm:[&_tbody_:is(td,th)]:col-span-full max-sm:[&_tbody_:is(td,th)]:grid max-sm:[&_tbody_:is(td,th)]:grid-cols-subgrid max-sm:[&_tbody_:is(td,th)]:items-baseline max-sm:[&_tbody_:is(td,th)]:justify-items-start max-sm:[&_tbody_:is(td,th)]:gap-3 max-sm:[&_tbody_:is(td,th)]:border-0 max-sm:[&_tbody_:is(td,th)]:py-1 max-sm:[&_tbody_:is(td,th)]:text-left',
  // The label is the cell's ::before, so it would inherit a technical value's monospace and size.
  'max-sm:[&_tbody_:is(td,th)]:before:font-sans max-sm:[&_tbody_:is(td,th)]:before:text-sm max-sm:[&_tbody_:is(td,th)]:before:font-medium max-sm:[&_tbody_:is(td,th)]:before:text-slate-600 max-sm:[&_tbody_:is(td,th)]:before:content-[attr(data-label)] max-sm:dark:[&_tbody_:is(td,th)]:before:text-slate-300',
].join(' ');

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

/**
 * A header's unit in parentheses ("Minne (GB-timmar)") stays whole on its line: broken at its
 * hyphen it reads as two words.
 */
function HeaderText({ text }: { text: string }) {
  const unit = /^(.*\S)\s+(\([^()]+\))$/.exec(text);
  if (!unit) return text;
  return (
    <>
      {unit[1]} <span className="whitespace-nowrap">{unit[2]}</span>
    </>
  );
}

function HeaderCell<T>({ column }: { column: Column<T> }) {
  return (
    <th
      scope="col"
      className={column.className}
      aria-sort={column.sort ? (column.sort.direction ?? 'none') : undefined}
    >
      {column.sort ? (
        <SortButton label={column.header} sort={column.sort} />
      ) : (
        <HeaderText text={column.header} />
      )}
    </th>
  );
}

function bodyCell<T>(column: Column<T>, item: T, index: number) {
  const className = joinTokens(column.className, column.cellClassName);
  const cell = column.cell(item, index);
  // Plain text in a cell is most often a name or ID from the server.
  const text = typeof cell === 'string' ? <ServerText value={cell} /> : cell;
  // A card's cell is a grid of its label and its value: a value of several elements (a name and
  // its ID, a badge and a code) would otherwise put each in a row of its own under the label. A
  // flex column lays each out as the grid laid out a value of one element; wider, it is a table.
  // At most its column wide, and a long word (an algorithm's name, a digest) breaks where it must
  // rather than run past the card: `anywhere`, unlike `break-word`, also lets the flex boxes
  // inside a value (a name with its badge) shrink below that word's width.
  const content = (
    <div className="max-sm:flex max-sm:max-w-full max-sm:min-w-0 max-sm:flex-col max-sm:items-start max-sm:[overflow-wrap:anywhere] sm:contents">
      {text}
    </div>
  );
  return column.rowHeader ? (
    <th key={column.header} scope="row" className={className} data-label={column.header}>
      {content}
    </th>
  ) : (
    <td key={column.header} className={className} data-label={column.header}>
      {content}
    </td>
  );
}

interface DataRowProps<T> {
  item: T;
  index: number;
  columns: readonly Column<T>[];
  tone: 'warning' | null;
  /** The mark of the change that touched this row, or null. */
  changedMark: number | null;
}

function DataRowOf<T>({ item, index, columns, tone, changedMark }: DataRowProps<T>) {
  return (
    <tr
      data-changed={changedMark === null ? undefined : ''}
      className={joinTokens(
        tone === 'warning' ? 'bg-amber-50 dark:bg-amber-950/40' : undefined,
        changedMark === null ? undefined : changedRowClass(changedMark),
      )}
    >
      {columns.map((column) => bodyCell(column, item, index))}
    </tr>
  );
}

/**
 * With columns the caller keeps stable (useMemo), rows that stay render once: showing more rows
 * of a long list or narrowing its search renders only the new rows.
 */
const DataRow = memo(DataRowOf) as typeof DataRowOf;

/** A table with a caption and column headers; on a phone, a card per row (see cardLayout). */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTone,
  changed,
  batch = ROWS_PER_BATCH,
}: DataTableProps<T>) {
  const area = useRef<HTMLDivElement>(null);
  // Rows from React Query keep their identity while unchanged, so a refetch keeps what is shown.
  const batches = useRowBatches(rows, rows, batch ?? Infinity);
  const showMore = () => {
    // The last batch takes the button away; focus goes to the table rather than to the page.
    if (batches.next === batches.remaining)
      area.current?.querySelector<HTMLElement>('[role="region"]')?.focus({ preventScroll: true });
    batches.showMore();
  };
  return (
    <div ref={area}>
      <TableScroll label={label}>
        <table className={`table ${cardLayout}`}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.header} column={column} />
              ))}
            </tr>
          </thead>
          <tbody>
            {batches.shown.map((item, index) => (
              <DataRow
                key={rowKey(item)}
                item={item}
                index={index}
                columns={columns}
                tone={rowTone?.(item) ?? null}
                changedMark={changed?.ids.has(rowKey(item)) ? changed.mark : null}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ShowMoreRows
        shown={batches.shown.length}
        total={rows.length}
        next={batches.next}
        onShowMore={showMore}
        className="border-t border-slate-200 px-3 py-3 dark:border-slate-700"
      />
    </div>
  );
}
