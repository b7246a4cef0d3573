import { useId } from 'react';
import { TableScroll } from '../../../components/ui/layout';
import { useFormat, useMessages } from '../../../i18n/use-messages';
import { billingMessages } from '../messages';
import type { ResourceRow } from './payg-breakdown-view';

type T = ReturnType<typeof useMessages<typeof billingMessages.en>>;

export function resourceLabel(t: T, key: string): string {
  const messageKey = `resource_${key}`;
  return t.has(messageKey) ? t(messageKey) : key;
}

/** A bar per resource, its share of the cost in words next to it; the table holds the numbers. */
function ResourceChart({ rows }: { rows: ResourceRow[] }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const captionId = useId();
  return (
    <figure className="mb-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="mb-2 text-sm font-medium">{t('resourceChart')}</figcaption>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[8rem_1fr_4rem] items-center gap-3 text-sm max-sm:grid-cols-[6.5rem_1fr_3.5rem]">
            <span className="break-words">{resourceLabel(t, row.key)}</span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <span className="block h-full rounded-full bg-blue-600 dark:bg-blue-400" style={{ width: `${row.share * 100}%` }} />
            </span>
            <span className="text-right tabular-nums">{format.percent(row.share * 100)}</span>
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
    <TableScroll label={t('resourceTable')}>
      <table className="table">
        <caption className="sr-only">{t('resourceTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('resource')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('average')}</th>
            <th scope="col" className="text-right">{t('amount')}</th>
            <th scope="col" className="text-right">{t('share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="align-top font-medium">{resourceLabel(t, row.key)}</th>
              <td className="whitespace-nowrap tabular-nums">{row.quantity ? t(`unit_${row.quantity.unit}`, { value: amount(row.quantity.value) }) : '—'}</td>
              <td className="whitespace-nowrap tabular-nums">
                {row.average ? t(`average_${row.average.unit}`, { value: amount(row.average.value) }) : '—'}
                {row.ipDays !== null && <span className="muted block text-xs">{t('ipDays', { value: amount(row.ipDays) })}</span>}
              </td>
              <td className="text-right whitespace-nowrap tabular-nums">{format.money(row.amount, currencyCode)}</td>
              <td className="text-right tabular-nums">{format.percent(row.share * 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ResourceBreakdown({ rows, currencyCode }: { rows: ResourceRow[]; currencyCode: string }) {
  const t = useMessages(billingMessages);
  return (
    <div>
      <h3 className="mb-3 text-base font-semibold">{t('byResource')}</h3>
      {rows.length > 0 && <ResourceChart rows={rows} />}
      <ResourceTable rows={rows} currencyCode={currencyCode} />
    </div>
  );
}
