import type { PaygUsage } from '../../../api/billing-payg';
import { Badge, TableScroll } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import type { ServerRow } from './payg-breakdown-view';

const usageColumns = ['cpuCoreHours', 'ramGbHours', 'diskGbHours', 'bandwidthGb', 'ipHours'] as const satisfies readonly (keyof PaygUsage)[];

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
          {t('observed', { first: format.date(server.firstObservedAt), last: format.date(server.lastObservedAt) })}
        </span>
      )}
    </>
  );
}

/**
 * Per-server usage and estimated amounts. Usage and amount columns appear only when the server
 * sent them (coverage `none` lists servers alone).
 */
export function ServerBreakdown({ servers, currencyCode }: { servers: ServerRow[]; currencyCode: string }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const withUsage = servers.some((server) => server.usage !== null);
  const withAmounts = servers.some((server) => server.estimatedAmount !== null);
  const number = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <div>
      <h3 className="mb-3 text-base font-semibold">{t('byServer')}</h3>
      {servers.length === 0 ? (
        <p className="muted text-sm">{t('noServers')}</p>
      ) : (
        <TableScroll label={t('serverTable')}>
          <table className="table">
            <caption className="sr-only">{t('serverTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('server')}</th>
                {withUsage && usageColumns.map((column) => <th key={column} scope="col" className="text-right">{t(column)}</th>)}
                {withAmounts && (
                  <>
                    <th scope="col" className="text-right">{t('estimatedAmount')}</th>
                    <th scope="col" className="text-right">{t('share')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {servers.map((server) => (
                <tr key={server.rowKey}>
                  <th scope="row" className="min-w-40 text-left align-top font-normal">
                    <ServerName server={server} />
                  </th>
                  {withUsage &&
                    usageColumns.map((column) => (
                      <td key={column} className="text-right tabular-nums">
                        {server.usage ? number(server.usage[column]) : t('notRecorded')}
                      </td>
                    ))}
                  {withAmounts && (
                    <>
                      <td className="text-right whitespace-nowrap tabular-nums">{format.money(server.estimatedAmount, currencyCode)}</td>
                      <td className="text-right tabular-nums">{server.share === null ? '—' : format.percent(server.share * 100)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
