import {
  emptyRecordFormValues,
  recordFormObject,
  recordInputOf,
} from '../../../components/dns/record-form-values';
import { dnsRecordTypes } from '../../../api/dns/record-types';
import { bulkDnsActions, bulkDnsBodySchema, type BulkDnsBody } from '../../../api/domains/bulk-dns';
import { recordConflicts } from '../../../api/dns/zone-conflicts';
import type { DnsRecordInput } from '../../../api/dns/record-input';
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

/**
 * Records of one request that conflict with each other in every target zone (a CNAME beside
 * another record of its name, the same record twice); a duplicate is reported on the later one.
 * Names are relative to each domain, so no zone name is needed to compare them.
 */
export function bulkRecordConflicts(records: readonly DnsRecordInput[]) {
  return records.flatMap((record, index) => {
    const others = records.filter((_, other) => other !== index);
    const earlier = records.slice(0, index);
    const cname = recordConflicts(record, others, '').filter(
      (found) => found.severity === 'error' && found.rule !== 'duplicateRecord',
    );
    const duplicate = recordConflicts(record, earlier, '').filter(
      (found) => found.rule === 'duplicateRecord',
    );
    return [...cname, ...duplicate].map((found) => ({ index, ...found }));
  });
}

/** Form values in, the request body out, checked by the same schema the server mock uses. */
export const bulkDnsFormSchema = z
  .pipe(z.pipe(bulkDnsFormObject, z.transform(bulkDnsBodyOf)), bulkDnsBodySchema)
  .check(
    z.superRefine((body, ctx) => {
      if (body.action === 'delete') return;
      for (const found of bulkRecordConflicts(body.records))
        ctx.addIssue({
          code: 'custom',
          message: found.rule,
          path: ['records', found.index, found.field],
        });
    }),
  );
