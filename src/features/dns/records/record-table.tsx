import { memo } from 'react';
import type { ChangedRows } from '../../../components/changed-rows/use-changed-rows';
import { DataTable } from '../../../components/ui/data-table';
import { useMessages } from '../../../i18n/use-messages';
import { recordMessages } from './messages';
import { useRecordColumns, type RecordColumnsOptions } from './record-columns';
import type { RecordRow } from './record-view';

interface RecordTableProps extends RecordColumnsOptions {
  rows: readonly RecordRow[];
  changed: ChangedRows;
}

const recordKey = (row: RecordRow) => row.record.id;

/** Memoised: while a search is typed, the toolbar renders on every keystroke and the table only for the results. */
export const RecordTable = memo(function RecordTable({
  rows,
  changed,
  ...columnOptions
}: RecordTableProps) {
  const t = useMessages(recordMessages);
  const { columns, tableBlock } = useRecordColumns(columnOptions);
  return (
    <>
      {tableBlock && (
        <p id={tableBlock.id} className="muted mb-2 text-sm">
          {tableBlock.reason}
        </p>
      )}
      <DataTable
        label={t('tableLabel', { zone: columnOptions.zone.name })}
        columns={columns}
        rows={rows}
        rowKey={recordKey}
        changed={changed}
        batch={null}
      />
    </>
  );
});
