import { queryOptions } from '@tanstack/react-query';
import { billingKeys, invoiceStatuses } from './billing';
import { invoicePath } from '../core/paths';
import { isApiError } from '../core/errors';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

export const paymentLinkSchema = z.object({
  paymentUrl: z.string(),
  expiresAt: z.nullish(z.string()),
  invoice: z.object({
    id: z.string(),
    number: z.nullable(z.string()),
    amount: z.nullable(z.number()),
    currencyCode: z.string(),
    dueAt: z.nullable(z.string()),
    status: lenientEnum(invoiceStatuses),
    paymentUrl: z.nullable(z.string()),
  }),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

const paymentLinkPath = (invoiceId: string) => `${invoicePath(invoiceId)}/payment-link`;

/**
 * Spec 18: creates or reuses the link. The body must be empty (no payment method: Swish pays
 * through the same page), so none is sent at all.
 */
export function generatePaymentLink(invoiceId: string, signal?: AbortSignal): Promise<PaymentLink> {
  return request(paymentLinkSchema, {
    method: 'POST',
    path: `${invoicePath(invoiceId)}/actions/generate-payment-link`,
    signal,
  });
}

/**
 * The current link, or null when there is none. Assumption (the spec lists the path only): the
 * answer has the same shape as the POST's, and 404 means no live link.
 */
export async function fetchPaymentLink(
  invoiceId: string,
  signal?: AbortSignal,
): Promise<PaymentLink | null> {
  try {
    return await request(paymentLinkSchema, { path: paymentLinkPath(invoiceId), signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export const paymentLinkQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: billingKeys.paymentLink(invoiceId),
    queryFn: ({ signal }) => fetchPaymentLink(invoiceId, signal),
  });

/** The 409 `invoice_already_paid` recovery body, read from the error's `invoice` field. */
export const alreadyPaidInvoiceSchema = z.object({
  id: z.string(),
  number: z.nullish(z.string()),
  status: lenientEnum(invoiceStatuses),
});
export type AlreadyPaidInvoice = z.infer<typeof alreadyPaidInvoiceSchema>;

export function alreadyPaidInvoice(error: unknown): AlreadyPaidInvoice | null {
  if (!isApiError(error) || error.code !== 'invoice_already_paid') return null;
  const parsed = alreadyPaidInvoiceSchema.safeParse(error.invoice);
  return parsed.success ? parsed.data : null;
}
