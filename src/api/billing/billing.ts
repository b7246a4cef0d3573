import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { invoicePath, invoicesPath } from '../core/paths';

export const invoiceStatuses = ['unpaid', 'paid', 'overdue', 'cancelled'] as const;
export const invoiceKinds = ['standard', 'payg'] as const;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  status: lenientEnum(invoiceStatuses),
  amount: z.nullable(z.number()),
  currencyCode: z.string(),
  issuedAt: z.nullish(z.string()),
  dueAt: z.nullable(z.string()),
  kind: lenientEnum(invoiceKinds),
  paymentUrl: z.nullish(z.string()),
  actions: z.optional(z.object({ canGeneratePaymentLink: z.optional(actionGateSchema) })),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The list's `status` filter as the panel sends it (strict: only values the panel knows). */
export const invoiceStatusFilterSchema = z.enum(invoiceStatuses);
export type InvoiceStatusFilter = z.infer<typeof invoiceStatusFilterSchema>;

export const billingKeys = {
  all: ['billing'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoice: (id: string) => [...billingKeys.all, 'invoice', id] as const,
  paymentLink: (id: string) => [...billingKeys.invoice(id), 'payment-link'] as const,
  paygBreakdown: (id: string) => [...billingKeys.invoice(id), 'payg-breakdown'] as const,
  contacts: () => [...billingKeys.all, 'contacts'] as const,
};

export interface InvoiceListParams extends PageParams {
  status?: string | null;
}

export const invoiceListQuery = (params: InvoiceListParams = {}) =>
  pageQueryOptions(billingKeys.invoices(), invoicesPath, invoiceSchema, params, {
    status: params.status ?? undefined,
  });

/** Every invoice (of one status, or all), read 100 at a time, for the list page. */
export const invoiceListPagesQuery = (status: string | null = null) =>
  allPagesQueryOptions(billingKeys.invoices(), invoicesPath, invoiceSchema, {
    status: status ?? undefined,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(id),
    queryFn: ({ signal }) => request(invoiceSchema, { path: invoicePath(id), signal }),
  });
