import type { ReactNode } from 'react';
import { TableScroll } from '../../../components/ui/layout';
import type { CountQualifier, ShareRow } from './security-report-view';
import { useReportFormat } from './use-report-format';

export interface ShareTableProps {
  title: string;
  keyHeader: string;
  shareHeader: string;
  rows: ShareRow[];
  qualifier: CountQualifier;
  renderKey?: (row: ShareRow) => ReactNode;
  extraColumn?: { header: string; render: (row: ShareRow) => ReactNode };
}

/** A ranked breakdown: the numbers in a table, each share drawn as a bar beside its figure. */
export function ShareTable({ title, keyHeader, shareHeader, rows, qualifier, renderKey, extraColumn }: ShareTableProps) {
  const { t, count, percent } = useReportFormat();
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-base font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="muted text-sm">{t('noData')}</p>
      ) : (
        <TableScroll label={title}>
          <table className="table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{keyHeader}</th>
                {extraColumn && <th scope="col">{extraColumn.header}</th>}
                <th scope="col" className="text-right">{t('count')}</th>
                <th scope="col">{shareHeader}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="min-w-36 font-normal">{renderKey ? renderKey(row) : row.label}</th>
                  {extraColumn && <td>{extraColumn.render(row)}</td>}
                  <td className="text-right whitespace-nowrap tabular-nums">{count(row.count, qualifier)}</td>
                  <td className="w-40">
                    <span className="flex items-center gap-2">
                      <svg aria-hidden="true" width="100%" height="8" className="w-24 flex-none">
                        <rect width="100%" height="8" rx="4" className="fill-slate-100 dark:fill-slate-800" />
                        <rect width={`${Math.min(row.sharePercent, 100)}%`} height="8" rx="4" className="fill-blue-600 dark:fill-blue-400" />
                      </svg>
                      <span className="w-12 text-right tabular-nums">{percent(row.sharePercent)}</span>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
