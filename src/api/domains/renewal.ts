import { queryOptions } from '@tanstack/react-query';
import { invoiceStatuses } from '../billing/billing';
import { actionGateSchema } from '../core/common';
import { domainKeys, pendingRenewalOrderSchema } from './domains';
import { domainPath } from '../core/paths';
import { request } from '../core/http';
import { safeExternalUrl } from '../core/safe-url';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

/** assumed-shapes.md: `GET /api/v2/domains/{id}/renewal`. */
export const domainRenewalSchema = z.object({
  domainId: z.string(),
  pendingRenewalOrder: z.nullish(pendingRenewalOrderSchema),
  actions: z.optional(z.object({ canRespondToRenewal: z.optional(actionGateSchema) })),
});
export type DomainRenewal = z.infer<typeof domainRenewalSchema>;

export const renewalDecisions = ['accept', 'decline'] as const;
export type RenewalDecision = (typeof renewalDecisions)[number];

/** The spec: `accept` and `decision` are both optional, and `accept` wins when both are sent. */
export const renewalResponseBodySchema = z
  .object({
    accept: z.optional(z.boolean()),
    decision: z.optional(z.enum(renewalDecisions)),
  })
  .check(
    z.refine((body) => body.accept !== undefined || body.decision !== undefined, {
      message: 'Send accept (boolean) or decision (accept or decline).',
      path: ['decision'],
    }),
  );
export type RenewalResponseBody = z.input<typeof renewalResponseBodySchema>;

export function decisionOf(body: z.output<typeof renewalResponseBodySchema>): RenewalDecision {
  if (body.accept !== undefined) return body.accept ? 'accept' : 'decline';
  return body.decision ?? 'accept';
}

/**
 * Assumption (spec: "Shape of renewalInvoice when payable: not shown"): the invoice summary the
 * billing area already knows, `{ id, number, amount, currencyCode, status, paymentUrl }`.
 * The payment URL is opened in the customer's browser, so anything but https counts as absent.
 */
export const renewalInvoiceSchema = z.object({
  id: z.string(),
  number: z.nullish(z.string()),
  amount: z.nullish(z.number()),
  currencyCode: z.string(),
  status: lenientEnum(invoiceStatuses),
  paymentUrl: z.pipe(z.nullish(z.string()), z.transform(safeExternalUrl)),
});
export type RenewalInvoice = z.infer<typeof renewalInvoiceSchema>;

export const renewalOutcomes = ['accepted', 'declined'] as const;

/** The spec's "Domain renewal response". */
export const renewalResponseSchema = z.object({
  domainId: z.string(),
  decision: lenientEnum(renewalOutcomes),
  newExpiresAt: z.nullish(z.string()),
  renewalInvoice: z.nullish(renewalInvoiceSchema),
});
export type RenewalResponse = z.infer<typeof renewalResponseSchema>;

export function fetchDomainRenewal(domainId: string, signal?: AbortSignal): Promise<DomainRenewal> {
  return request(domainRenewalSchema, { path: domainPath(domainId, 'renewal'), signal });
}

export function respondToRenewal(
  domainId: string,
  decision: RenewalDecision,
  signal?: AbortSignal,
): Promise<RenewalResponse> {
  const body: RenewalResponseBody = { decision };
  return request(renewalResponseSchema, {
    method: 'POST',
    path: domainPath(domainId, 'actions', 'respond-to-renewal'),
    body,
    signal,
  });
}

export const domainRenewalQuery = (domainId: string) =>
  queryOptions({
    queryKey: domainKeys.renewal(domainId),
    queryFn: ({ signal }) => fetchDomainRenewal(domainId, signal),
  });
