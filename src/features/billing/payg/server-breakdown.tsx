import { commonMessages } from '../../../components/messages';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Badge } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import { HeadingWithExport } from './heading-with-export';
import type { ServerRow } from './payg-breakdown-view';
import { serverCsvColumns, usageColumns } from './payg-csv';

function ServerName({ server }: { server: ServerRow }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  return (
    <>
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {server.label ?? t('unnamedServer')}
        {server.removed && <Badge tone="warning">{t('serverGone')}</Badge>}
      </span>
      {server.firstObservedAt && (
        <span className="muted block text-xs font-normal">
          {t('observed', {
            first: format.date(server.firstObservedAt),
            last: format.date(server.lastObservedAt),
          })}
        </span>
      )}
    </>
  );
}

/**
 * Per-server usage and estimated amounts. Usage and amount columns appear only when the server
 * sent them (coverage `none` lists servers alone).
 */
export function ServerBreakdown({
  servers,
  currencyCode,
  fileName,
}: {
  servers: ServerRow[];
  currencyCode: string;
  /** The CSV file's name, without the date and `.csv`. */
  fileName: string;
}) {
  const t = useMessages(billingMessages);
  const common = useMessages(commonMessages);
  const format = useFormat();
  const withUsage = servers.some((server) => server.usage !== null);
  const withAmounts = servers.some((server) => server.estimatedAmount !== null);
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  const columns: Column<ServerRow>[] = [
    {
      header: t('server'),
      cell: (server) => <ServerName server={server} />,
      rowHeader: true,
      cellClassName: 'min-w-40 text-left font-normal',
    },
    ...(withUsage
      ? usageColumns.map((column): Column<ServerRow> => ({
          header: t(column),
          cell: (server) => (server.usage ? number(server.usage[column]) : t('notRecorded')),
          className: 'text-right',
          cellClassName: 'tabular-nums',
        }))
      : []),
    ...(withAmounts
      ? ([
          {
            header: t('estimatedAmount'),
            cell: (server) => format.money(server.estimatedAmount, currencyCode),
            className: 'text-right',
            cellClassName: 'whitespace-nowrap tabular-nums',
          },
          {
            header: t('share'),
            cell: (server) =>
              server.share === null ? '—' : format.percentInColumn(server.share * 100),
            className: 'text-right',
            cellClassName: 'tabular-nums',
          },
        ] satisfies Column<ServerRow>[])
      : []),
  ];
  return (
    <div>
      <HeadingWithExport
        title={t('byServer')}
        fileName={fileName}
        columns={serverCsvColumns(t, common, currencyCode)}
        rows={servers}
      />
      {servers.length === 0 ? (
        <p className="muted text-sm">{t('noServers')}</p>
      ) : (
        <DataTable
          label={t('serverTable')}
          columns={columns}
          rows={servers}
          rowKey={(server) => server.rowKey}
        />
      )}
    </div>
  );
}
