import type { CsvColumn } from '../../../lib/csv';
import type { PaygUsage } from '../../../api/billing/payg';
import type { commonMessages } from '../../../components/messages';
import type { useMessages } from '../../../i18n/use-messages';
import type { ResourceRow, ServerRow } from './payg-breakdown-view';
import { resourceLabel, type BillingT as T } from './resource-label';

type Common = ReturnType<typeof useMessages<typeof commonMessages.en>>;

/** A server's usage figures, in the order of the table's and the file's columns. */
export const usageColumns = [
  'cpuCoreHours',
  'ramGbHours',
  'diskGbHours',
  'bandwidthGb',
  'ipHours',
] as const satisfies readonly (keyof PaygUsage)[];

/** A 0..1 share as a percentage a spreadsheet reads as a number. */
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

// Amounts and quantities are numbers, with the currency and the unit in columns of their own, so
// a spreadsheet can add them up.

export function resourceCsvColumns(
  t: T,
  common: Common,
  currencyCode: string,
): CsvColumn<ResourceRow>[] {
  return [
    { header: t('resource'), value: (row) => resourceLabel(t, row.key) },
    { header: t('quantity'), value: (row) => row.quantity?.value },
    {
      header: t('csvUnit'),
      value: (row) => row.quantity && t(`unitName_${row.quantity.unit}`),
    },
    { header: t('amount'), value: (row) => row.amount },
    { header: common('currency'), value: () => currencyCode },
    { header: t('csvShare'), value: (row) => percent(row.share) },
  ];
}

export function serverCsvColumns(
  t: T,
  common: Common,
  currencyCode: string,
): CsvColumn<ServerRow>[] {
  return [
    { header: t('server'), value: (server) => server.label ?? t('unnamedServer') },
    { header: 'ID', value: (server) => server.id },
    {
      header: t('serverGone'),
      value: (server) => (server.removed ? common('yes') : common('no')),
    },
    ...usageColumns.map((column): CsvColumn<ServerRow> => ({
      header: t(column),
      value: (server) => server.usage?.[column],
    })),
    { header: t('estimatedAmount'), value: (server) => server.estimatedAmount },
    { header: common('currency'), value: () => currencyCode },
    { header: t('csvShare'), value: (server) => percent(server.share) },
  ];
}
