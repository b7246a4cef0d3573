import { acceptedOperationSchema } from '../core/common';
import { recordInputSchema, reportRecordProblems } from '../dns/record-input';
import { ruleKey } from '../dns/rule-keys';
import { zoneNameProblem } from '../dns/record-rules';
import { dnsRecordTypes } from '../dns/record-types';
import { isAsciiDomainName } from '../core/hostname';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

export const bulkDnsActions = ['add', 'update', 'delete'] as const;
export type BulkDnsAction = (typeof bulkDnsActions)[number];

/** The spec shows only `by_type`; other selectors are not shown, so nothing else is sent. */
export const bulkDnsDeleteTypes = ['by_type'] as const;

const domainNameSchema = z.string({ error: ruleKey('domainName') }).check(
  z.trim(),
  z.toLowerCase(),
  z.refine(isAsciiDomainName, {
    error: ruleKey('domainName'),
  }),
);

const domainNamesSchema = z.array(domainNameSchema).check(
  z.minLength(1, { error: ruleKey('domainsRequired') }),
  z.superRefine((names, ctx) => {
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({ code: 'custom', message: ruleKey('domainDuplicate'), path: [index] });
    });
  }),
);

const recordsSchema = z
  .array(recordInputSchema())
  .check(z.minLength(1, { error: ruleKey('recordsRequired') }));

const bulkDnsVariants = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('add'), domainNames: domainNamesSchema, records: recordsSchema }),
    z.object({
      action: z.literal('update'),
      domainNames: domainNamesSchema,
      records: recordsSchema,
    }),
    z.object({
      action: z.literal('delete'),
      domainNames: domainNamesSchema,
      deleteType: z.enum(bulkDnsDeleteTypes, { error: ruleKey('deleteType') }),
      recordType: z.enum(dnsRecordTypes, { error: ruleKey('typeRequired') }),
    }),
  ],
  { error: ruleKey('bulkAction') },
);

const looseBody = z.looseObject({
  domainNames: z.array(z.unknown()),
  records: z.array(z.looseObject({ name: z.unknown() })),
});

/** Names are relative to each domain, so a name ending in any chosen domain is refused. */
function checkNamesAgainstDomains(value: unknown, ctx: z.core.$RefinementCtx): void {
  const body = looseBody.safeParse(value);
  if (!body.success) return;
  const domainNames = body.data.domainNames.filter(
    (name): name is string => typeof name === 'string',
  );
  body.data.records.forEach((record, index) => {
    if (typeof record.name !== 'string') return;
    const found = zoneNameProblem(record.name, domainNames);
    if (found) reportRecordProblems(ctx, [found], ['records', index]);
  });
}

/**
 * Body of `POST /api/v2/domains/bulk/dns`: the form resolver, the fetcher's input type and the
 * mock's validation. Ownership is the server's check (400 with `/domainNames/{index}` pointers).
 */
export const bulkDnsBodySchema = bulkDnsVariants.check(
  z.superRefine((body, ctx) => checkNamesAgainstDomains(body, ctx), {
    when: (payload) => looseBody.safeParse(payload.value).success,
  }),
);
export type BulkDnsBody = z.output<typeof bulkDnsBodySchema>;

/** 202: the envelope (`dbj_` job, `pollUrl` `/api/jobs/{jobId}`), the action and how many domains were queued. */
export const bulkDnsAcceptedSchema = z.extend(acceptedOperationSchema, {
  action: lenientEnum(bulkDnsActions),
  domainsQueued: z.nullish(z.number()),
});
export type BulkDnsAccepted = z.infer<typeof bulkDnsAcceptedSchema>;

export function queueBulkDns(body: BulkDnsBody, signal?: AbortSignal): Promise<BulkDnsAccepted> {
  return request(bulkDnsAcceptedSchema, {
    method: 'POST',
    path: '/api/v2/domains/bulk/dns',
    body,
    signal,
  });
}

// Assumed (the job record is not shown): a completed job's `result` may list domains the change
// was not applied to, e.g. a root MX where email forwarding is on.
const bulkDnsJobResultSchema = z.object({
  skipped: z.array(
    z.object({ domainName: z.string(), code: z.string(), detail: z.nullish(z.string()) }),
  ),
});
export type BulkDnsSkippedDomain = z.infer<typeof bulkDnsJobResultSchema>['skipped'][number];

/** The skipped domains of a finished bulk job; an unknown or missing result means none. */
export function bulkDnsSkippedDomains(result: unknown): BulkDnsSkippedDomain[] {
  const parsed = bulkDnsJobResultSchema.safeParse(result);
  return parsed.success ? parsed.data.skipped : [];
}
