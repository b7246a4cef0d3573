import {
  emptyRecordFormValues,
  recordFormObject,
  recordInputOf,
} from '../../../components/dns/record-form-values';
import { dnsRecordTypes } from '../../../api/dns/record-types';
import { bulkDnsActions, bulkDnsBodySchema, type BulkDnsBody } from '../../../api/domains/bulk-dns';
import { z } from '../../../api/core/z';

/** The bulk editor's inputs: text throughout, every action's fields kept while switching. */
const bulkDnsFormObject = z.object({
  action: z.enum(bulkDnsActions),
  domainNames: z.array(z.string()),
  records: z.array(recordFormObject),
  recordType: z.enum(dnsRecordTypes),
});
export type BulkDnsFormValues = z.infer<typeof bulkDnsFormObject>;

export function initialBulkDnsFormValues(): BulkDnsFormValues {
  return { action: 'add', domainNames: [], records: [emptyRecordFormValues()], recordType: 'TXT' };
}

/** Only the chosen action's fields go into the body. */
export function bulkDnsBodyOf(values: BulkDnsFormValues): BulkDnsBody {
  if (values.action === 'delete') {
    return {
      action: 'delete',
      domainNames: values.domainNames,
      deleteType: 'by_type',
      recordType: values.recordType,
    };
  }
  return {
    action: values.action,
    domainNames: values.domainNames,
    records: values.records.map(recordInputOf),
  };
}

/** Form values in, the request body out, checked by the same schema the server mock uses. */
export const bulkDnsFormSchema = z.pipe(
  z.pipe(bulkDnsFormObject, z.transform(bulkDnsBodyOf)),
  bulkDnsBodySchema,
);
