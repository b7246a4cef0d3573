import { useId } from 'react';
import { commonMessages } from '../../../components/messages';
import { DataTable } from '../../../components/ui/data-table';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { HeadingWithExport } from './heading-with-export';
import type { ResourceRow } from './payg-breakdown-view';
import { resourceCsvColumns } from './payg-csv';
import { resourceLabel } from './resource-label';

/** A bar per resource, its share of the cost in words next to it; the table holds the numbers. */
function ResourceChart({ rows }: { rows: ResourceRow[] }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const captionId = useId();
  return (
    <figure className="mb-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mb-2 text-sm font-medium">
        {t('resourceChart')}
      </figcaption>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.key}
            className="grid grid-cols-[8rem_1fr_4rem] items-center gap-3 text-sm max-sm:grid-cols-[6.5rem_1fr_3.5rem]"
          >
            <span className="break-words">{resourceLabel(t, row.key)}</span>
            <span
              aria-hidden="true"
              className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <span
                className="block h-full rounded-full bg-blue-600 dark:bg-blue-400"
                style={{ width: `${row.share * 100}%` }}
              />
            </span>
            <span className="text-right tabular-nums">
              {format.percentInColumn(row.share * 100)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

function ResourceTable({ rows, currencyCode }: { rows: ResourceRow[]; currencyCode: string }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const amount = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <DataTable
      label={t('resourceTable')}
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        {
          header: t('resource'),
          cell: (row) => resourceLabel(t, row.key),
          rowHeader: true,
          cellClassName: 'font-medium',
        },
        {
          header: t('quantity'),
          cell: (row) =>
            row.quantity
              ? t(`unit_${row.quantity.unit}`, { value: amount(row.quantity.value) })
              : '—',
          cellClassName: 'whitespace-nowrap tabular-nums',
        },
        {
          header: t('average'),
          cell: (row) => (
            <>
              {row.average
                ? t(`average_${row.average.unit}`, { value: amount(row.average.value) })
                : '—'}
              {row.ipDays !== null && (
                <span className="muted block text-xs">
                  {t('ipDays', { value: amount(row.ipDays) })}
                </span>
              )}
            </>
          ),
          cellClassName: 'whitespace-nowrap tabular-nums',
        },
        {
          header: t('amount'),
          cell: (row) => format.money(row.amount, currencyCode),
          className: 'text-right',
          cellClassName: 'whitespace-nowrap tabular-nums',
        },
        {
          header: t('share'),
          cell: (row) => format.percentInColumn(row.share * 100),
          className: 'text-right',
          cellClassName: 'tabular-nums',
        },
      ]}
    />
  );
}

export function ResourceBreakdown({
  rows,
  currencyCode,
  fileName,
}: {
  rows: ResourceRow[];
  currencyCode: string;
  /** The CSV file's name, without the date and `.csv`. */
  fileName: string;
}) {
  const t = useMessages(billingMessages);
  const common = useMessages(commonMessages);
  return (
    <div>
      <HeadingWithExport
        title={t('byResource')}
        fileName={fileName}
        columns={resourceCsvColumns(t, common, currencyCode)}
        rows={rows}
      />
      {rows.length > 0 && <ResourceChart rows={rows} />}
      <ResourceTable rows={rows} currencyCode={currencyCode} />
    </div>
  );
}
