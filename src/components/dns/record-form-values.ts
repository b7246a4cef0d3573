import type { DnsRecord } from '../../api/dns/dns';
import { recordInputSchema, type DnsRecordInput } from '../../api/dns/record-input';
import { relativeRecordName } from '../../api/dns/record-name';
import {
  dnsRecordTypes,
  extraRecordFields,
  isDnsRecordType,
  recordFieldsFor,
  type DnsRecordType,
} from '../../api/dns/record-types';
import { recordConflicts, type ZoneRecordLike } from '../../api/dns/zone-conflicts';
import { z } from '../../api/core/z';

/**
 * A record as a form holds it: every input is text. The zone editor and the bulk editor both
 * turn these into the request's `DnsRecordInput` the same way, then check it with the shared
 * schema, so a number field left empty is "not sent" and text in it is refused.
 */
export const recordFormObject = z.object({
  type: z.enum(dnsRecordTypes),
  name: z.string(),
  value: z.string(),
  ttl: z.string(),
  priority: z.string(),
  weight: z.string(),
  port: z.string(),
});
export type RecordFormValues = z.infer<typeof recordFormObject>;

export function emptyRecordFormValues(type: DnsRecordType = 'A'): RecordFormValues {
  return { type, name: '', value: '', ttl: '', priority: '', weight: '', port: '' };
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A record of a known type as the form shows it: the name relative to the zone. */
export function recordFormValuesOf(record: DnsRecord, zoneName: string): RecordFormValues | null {
  if (!isDnsRecordType(record.type)) return null;
  return {
    type: record.type,
    name: relativeRecordName(record.name, zoneName),
    value: record.value,
    ttl: numberText(record.ttl),
    priority: numberText(record.priority),
    weight: numberText(record.weight),
    port: numberText(record.port),
  };
}

/** Empty is "not given"; anything but a plain decimal becomes NaN, which the schema refuses. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Only the fields the type uses are sent; the form keeps the others for switching back. */
export function recordInputOf(values: RecordFormValues): DnsRecordInput {
  const input: DnsRecordInput = { type: values.type, name: values.name, value: values.value };
  const ttl = parseNumber(values.ttl);
  if (ttl !== undefined) input.ttl = ttl;
  for (const field of extraRecordFields) {
    if (!recordFieldsFor(values.type).includes(field)) continue;
    const number = parseNumber(values[field]);
    if (number !== undefined) input[field] = number;
  }
  return input;
}

/**
 * Form values in, the request's record out, with every error on the field it belongs to. Given
 * the zone's other records, a record that conflicts with them is refused too (warnings are the
 * form's to show, they do not block).
 */
export function recordFormSchema(zoneName?: string, others: readonly ZoneRecordLike[] = []) {
  const checked = z.pipe(
    z.pipe(recordFormObject, z.transform(recordInputOf)),
    recordInputSchema(zoneName),
  );
  if (zoneName === undefined || others.length === 0) return checked;
  return checked.check(
    z.superRefine((record, ctx) => {
      for (const found of recordConflicts(record, others, zoneName)) {
        if (found.severity === 'error')
          ctx.addIssue({ code: 'custom', message: found.rule, path: [found.field] });
      }
    }),
  );
}
