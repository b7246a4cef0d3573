import { queryOptions } from '@tanstack/react-query';
import { billingKeys } from './billing';
import { invoicePath } from '../core/paths';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';

export const paygCoverages = ['full', 'partial', 'none'] as const;
export const paygResourceKeys = ['cpu', 'memory', 'storage', 'ipv4', 'bandwidth'] as const;

export const paygResourceSchema = z.object({
  key: lenientEnum(paygResourceKeys),
  amount: z.number(),
  /** Core-hours (cpu), GB-hours (memory, storage) or IP-hours (ipv4); absent for bandwidth. */
  quantityHours: z.optional(z.number()),
  quantityGb: z.optional(z.number()),
  ipCountApprox: z.optional(z.number()),
  ipDaysApprox: z.optional(z.number()),
  averageCoresApprox: z.optional(z.number()),
  averageGbApprox: z.optional(z.number()),
});
export type PaygResource = z.infer<typeof paygResourceSchema>;

export const paygUsageSchema = z.object({
  cpuCoreHours: z.number(),
  ramGbHours: z.number(),
  diskGbHours: z.number(),
  bandwidthGb: z.number(),
  ipHours: z.number(),
});
export type PaygUsage = z.infer<typeof paygUsageSchema>;

export const paygServerSchema = z.object({
  /** Both null for a server that no longer exists; `displayName` still names it. */
  id: z.nullable(z.string()),
  name: z.nullable(z.string()),
  displayName: z.optional(z.string()),
  firstObservedAt: z.optional(z.string()),
  lastObservedAt: z.optional(z.string()),
  latestObservedAt: z.optional(z.string()),
  // Coverage `none` lists servers without usage or amounts.
  usage: z.optional(paygUsageSchema),
  estimatedAmount: z.optional(z.number()),
});
export type PaygServer = z.infer<typeof paygServerSchema>;

export const paygBreakdownAvailableSchema = z.object({
  available: z.literal(true),
  period: z.object({ startAt: z.string(), endAt: z.string() }),
  coverage: lenientEnum(paygCoverages),
  currencyCode: z.string(),
  amountsExclVat: z.boolean(),
  attributedAmount: z.number(),
  resources: z.array(paygResourceSchema),
  vms: z.array(paygServerSchema),
  unattributedAmount: z.number(),
  unattributedNote: z.optional(z.string()),
  note: z.optional(z.string()),
});
export type PaygBreakdownAvailable = z.infer<typeof paygBreakdownAvailableSchema>;

export const paygBreakdownUnavailableSchema = z.object({
  available: z.literal(false),
  reason: z.string(),
});
export type PaygBreakdownUnavailable = z.infer<typeof paygBreakdownUnavailableSchema>;

export const paygBreakdownSchema = z.discriminatedUnion('available', [
  paygBreakdownAvailableSchema,
  paygBreakdownUnavailableSchema,
]);
export type PaygBreakdown = z.infer<typeof paygBreakdownSchema>;

export const paygBreakdownQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: billingKeys.paygBreakdown(invoiceId),
    queryFn: ({ signal }) =>
      request(paygBreakdownSchema, { path: `${invoicePath(invoiceId)}/payg-breakdown`, signal }),
  });
