import { useWatch, type Control } from 'react-hook-form';
import type { BulkDnsBody } from '../../../api/domains/bulk-dns';
import { useMessages } from '../../../i18n/use-messages';
import { initialBulkDnsFormValues, type BulkDnsFormValues } from './bulk-dns-form-values';
import { bulkDnsMessages } from './messages';

const initial = initialBulkDnsFormValues();
const initialRecords = JSON.stringify(initial.records);

/**
 * The parts of the form holding input that was not sent, by their headings, for the leave
 * question. Compared with the start values, so input typed and erased again is no change.
 */
export function useUnsentParts(
  control: Control<BulkDnsFormValues, unknown, BulkDnsBody>,
  queued: boolean,
): string[] {
  const t = useMessages(bulkDnsMessages);
  const [action, domainNames, records, recordType] = useWatch({
    control,
    name: ['action', 'domainNames', 'records', 'recordType'],
  });
  if (queued) return [];
  return [
    ...(action !== initial.action ? [t('actionLegend')] : []),
    ...(domainNames.length > 0 ? [t('domainsLegend')] : []),
    ...(JSON.stringify(records) !== initialRecords || recordType !== initial.recordType
      ? [t('recordsLegend')]
      : []),
  ];
}
