import { ExportCsvButton } from '../../../components/list/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';

/** A breakdown table's heading, with its CSV export beside it when there are rows. */
export function HeadingWithExport<T>({
  title,
  fileName,
  columns,
  rows,
}: {
  title: string;
  fileName: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {rows.length > 0 && <ExportCsvButton fileName={fileName} columns={columns} shown={rows} />}
    </div>
  );
}
