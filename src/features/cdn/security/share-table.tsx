import type { ReactNode } from 'react';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { CsvColumn } from '../../../lib/csv';
import type { CountQualifier, ShareRow } from './security-report-view';
import { useReportFormat } from './use-report-format';

export interface ShareTableProps {
  title: string;
  keyHeader: string;
  shareHeader: string;
  rows: ShareRow[];
  qualifier: CountQualifier;
  renderKey?: (row: ShareRow) => ReactNode;
  /**
   * A word about each key (a bot's category): a line under the key on the page, where a column
   * of its own would not fit half the width, and the code (`category`) in a column in the CSV.
   */
  keyDetail?: { header: string; render: (row: ShareRow) => string };
}

function ShareBar({ sharePercent }: { sharePercent: number }) {
  const { percentInColumn } = useReportFormat();
  return (
    // On a phone's card the bar gives way, down to a stub, so the figure stays in sight.
    <span className="flex w-full items-center gap-2">
      <svg aria-hidden="true" width="100%" height="8" className="w-24 min-w-8">
        <rect width="100%" height="8" rx="4" className="fill-slate-100 dark:fill-slate-800" />
        <rect
          width={`${Math.min(sharePercent, 100)}%`}
          height="8"
          rx="4"
          className="fill-blue-600 dark:fill-blue-400"
        />
      </svg>
      <span className="min-w-14 flex-none text-right whitespace-nowrap tabular-nums">
        {percentInColumn(sharePercent)}
      </span>
    </span>
  );
}

/** `Top countries` → `security-top-countries`. */
export function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `security-${slug || 'table'}`;
}

/** A ranked breakdown: the numbers in a table, each share drawn as a bar beside its figure. */
export function ShareTable({
  title,
  keyHeader,
  shareHeader,
  rows,
  qualifier,
  renderKey,
  keyDetail,
}: ShareTableProps) {
  const { t, count } = useReportFormat();
  const columns: Column<ShareRow>[] = [
    {
      header: keyHeader,
      cell: (row) => (
        <>
          {renderKey ? renderKey(row) : row.label}
          {keyDetail && (
            <>
              {' '}
              <span className="muted block text-xs">{keyDetail.render(row)}</span>
            </>
          )}
        </>
      ),
      rowHeader: true,
      cellClassName: 'min-w-36 font-normal',
    },
    {
      header: t('count'),
      cell: (row) => count(row.count, qualifier),
      className: 'text-right',
      cellClassName: 'whitespace-nowrap tabular-nums',
    },
    {
      header: shareHeader,
      cell: (row) => <ShareBar sharePercent={row.sharePercent} />,
      cellClassName: 'w-40',
    },
  ];
  const csvColumns: CsvColumn<ShareRow>[] = [
    { header: keyHeader, value: (row) => row.label },
    // Codes, as in the key column: a spreadsheet sorts and counts them the same in any language.
    ...(keyDetail ? [{ header: keyDetail.header, value: (row: ShareRow) => row.category }] : []),
    { header: t('count'), value: (row) => row.count },
    { header: shareHeader, value: (row) => row.sharePercent },
  ];
  return (
    <div className="min-w-0">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        {rows.length > 0 && (
          <ExportCsvButton fileName={fileNameOf(title)} columns={csvColumns} shown={rows} />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="muted text-sm">{t('noData')}</p>
      ) : (
        <DataTable label={title} columns={columns} rows={rows} rowKey={(row) => row.key} />
      )}
    </div>
  );
}
