import { ruleKey, type DnsRuleKey } from './rule-keys';
import { recordProblems, type RecordProblem } from './record-rules';
import { dnsRecordTypes, isDnsRecordType } from './record-types';
import { z } from '../core/z';

/** Spec limits; the TTL ceiling is DNS's own (RFC 2181), the spec gives only the minimum. */
export const DNS_TTL_MIN = 60;
export const DNS_TTL_MAX = 2_147_483_647;
export const DNS_PRIORITY_MAX = 65_535;
export const DNS_WEIGHT_MAX = 65_535;
export const DNS_PORT_MIN = 1;
export const DNS_PORT_MAX = 65_535;

/** Each message is one of `dnsRuleKeys`, which the form translates. */
function wholeNumber(min: number, max: number, messages: { min: DnsRuleKey; max: DnsRuleKey }) {
  return z
    .number({ error: ruleKey('wholeNumber') })
    .check(
      z.refine(Number.isInteger, { error: ruleKey('wholeNumber') }),
      z.gte(min, { error: messages.min }),
      z.lte(max, { error: messages.max }),
    );
}

const recordInputObject = z.object({
  type: z.enum(dnsRecordTypes, { error: ruleKey('typeRequired') }),
  name: z.string({ error: ruleKey('nameSyntax') }).check(z.trim()),
  value: z.string({ error: ruleKey('valueRequired') }).check(z.trim()),
  ttl: z.optional(wholeNumber(DNS_TTL_MIN, DNS_TTL_MAX, { min: 'ttlMin', max: 'ttlMax' })),
  priority: z.optional(
    wholeNumber(0, DNS_PRIORITY_MAX, { min: 'numberRange', max: 'numberRange' }),
  ),
  weight: z.optional(wholeNumber(0, DNS_WEIGHT_MAX, { min: 'numberRange', max: 'numberRange' })),
  port: z.optional(wholeNumber(DNS_PORT_MIN, DNS_PORT_MAX, { min: 'portRange', max: 'portRange' })),
});

/** The spec's "DNS record (bulk input)": the body of create and update, and each bulk record. */
export type DnsRecordInput = z.output<typeof recordInputObject>;

/** Adds rule problems as zod issues under `path` (e.g. `['records', 2]` in a bulk body). */
export function reportRecordProblems(
  ctx: z.core.$RefinementCtx,
  problems: readonly RecordProblem[],
  path: readonly (string | number)[] = [],
): void {
  for (const found of problems) {
    ctx.addIssue({ code: 'custom', message: found.rule, path: [...path, found.field] });
  }
}

// Rules still run when another field is broken, so a form shows every mistake at once.
const whenTypeKnown = { when: (payload: { value: unknown }) => isKnownTypeIn(payload.value) };

function isKnownTypeIn(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'type' in value && isDnsRecordType(value.type)
  );
}

/**
 * One record's input, checked by the spec's limits and the per-type rules. Give the zone's name
 * so a full FQDN typed as the name is refused; bulk bodies check each domain instead.
 */
export function recordInputSchema(zoneName?: string) {
  const zoneNames = zoneName ? [zoneName] : [];
  return recordInputObject.check(
    z.superRefine(
      (record, ctx) => reportRecordProblems(ctx, recordProblems(record, zoneNames)),
      whenTypeKnown,
    ),
  );
}
