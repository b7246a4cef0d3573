import { queryOptions } from '@tanstack/react-query';
import { acceptedOperationSchema, actionGateSchema } from '../core/common';
import { domainKeys } from './domains';
import { domainPath } from '../core/paths';
import { entriesFromBody, nameserverIssues, type NameserverIssue } from './nameserver-rules';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

/** assumed-shapes.md: `GET /api/v2/domains/{id}/nameservers`. */
export const domainNameserversSchema = z.object({
  domainId: z.string(),
  nameservers: z.array(z.string()),
  nsips: z._default(z.array(z.string()), []),
  managed: z.boolean(),
  managedNameservers: z.array(z.string()),
  actions: z.optional(z.object({ canChangeNameservers: z.optional(actionGateSchema) })),
});
export type DomainNameservers = z.infer<typeof domainNameserversSchema>;

function issuePath(issue: NameserverIssue): (string | number)[] {
  if (issue.index === null) return ['nameservers'];
  return [issue.field === 'glue' ? 'nsips' : 'nameservers', issue.index];
}

/**
 * The update body with the spec's rules. Given the domain's name (the mock knows it), an
 * in-bailiwick nameserver without glue is refused too; without it only the body is judged.
 */
export function nameserverUpdateBodyFor(domainName?: string) {
  return z
    .object({
      nameservers: z.array(z.string()),
      nsips: z.optional(z.array(z.string())),
    })
    .check(
      z.superRefine((body, context) => {
        for (const issue of nameserverIssues(
          entriesFromBody(body.nameservers, body.nsips),
          domainName,
        )) {
          context.addIssue({
            code: 'custom',
            message: issue.code,
            path: issuePath(issue),
            params: { code: issue.code },
          });
        }
      }),
    );
}
export const nameserverUpdateBodySchema = nameserverUpdateBodyFor();
export type NameserverUpdateBody = z.input<typeof nameserverUpdateBodySchema>;

export const serviceStatuses = [
  'active',
  'suspended',
  'terminated',
  'pending',
  'cancelled',
  'expired',
  'fraud',
  'unknown',
] as const;

/** The spec's "Nameserver update result" (200, external nameservers). */
export const nameserverUpdateResultSchema = z.object({
  updated: z.optional(z.boolean()),
  syncTriggered: z.optional(z.boolean()),
  serviceStatus: z.optional(lenientEnum(serviceStatuses)),
});
export type NameserverUpdateResult = z.infer<typeof nameserverUpdateResultSchema>;

/** 202 (the managed pair, a job to poll) or 200 (external nameservers, applied at once). */
export const nameserverUpdateOutcomeSchema = z.union([
  z.pipe(
    acceptedOperationSchema,
    z.transform((body) => ({ kind: 'accepted' as const, operation: body.operation })),
  ),
  z.pipe(
    nameserverUpdateResultSchema,
    z.transform((result) => ({ kind: 'updated' as const, result })),
  ),
]);
export type NameserverUpdateOutcome = z.infer<typeof nameserverUpdateOutcomeSchema>;

export function fetchDomainNameservers(
  domainId: string,
  signal?: AbortSignal,
): Promise<DomainNameservers> {
  return request(domainNameserversSchema, { path: domainPath(domainId, 'nameservers'), signal });
}

export function updateDomainNameservers(
  domainId: string,
  body: NameserverUpdateBody,
  signal?: AbortSignal,
): Promise<NameserverUpdateOutcome> {
  return request(nameserverUpdateOutcomeSchema, {
    method: 'POST',
    path: domainPath(domainId, 'nameservers'),
    body,
    signal,
  });
}

export const domainNameserversQuery = (domainId: string) =>
  queryOptions({
    queryKey: domainKeys.nameservers(domainId),
    queryFn: ({ signal }) => fetchDomainNameservers(domainId, signal),
  });
