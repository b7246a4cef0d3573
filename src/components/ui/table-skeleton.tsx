import { LoadingState } from './states';

export interface TableSkeletonProps {
  /** The real table's column headers, so the header row does not change when the rows arrive. */
  headers: readonly string[];
  rows: number;
  failureReason?: unknown;
  /** Height classes of each grey cell, matching the real rows (taller where their text wraps). */
  cellHeight?: string;
}

/**
 * Grey rows shaped like a table's, holding the space of one not loaded yet so nothing moves when
 * it arrives. By default each cell is as tall as a small button: the rows of action tables hold one.
 */
export function TableSkeleton({
  headers,
  rows,
  failureReason,
  cellHeight = 'h-[26px]',
}: TableSkeletonProps) {
  return (
    <div className="relative">
      <table aria-hidden="true" className="table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header}>{header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {headers.map((header) => (
                <td key={header}>
                  <span
                    className={`block w-full max-w-20 rounded bg-slate-100 dark:bg-slate-800 ${cellHeight}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="card">
          <LoadingState failureReason={failureReason} />
        </div>
      </div>
    </div>
  );
}
