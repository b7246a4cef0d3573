import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema } from '../core/common';
import type { PageParams } from '../core/paging';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { domainPath, domainsPath } from '../core/paths';

export const domainStatuses = ['active', 'pending', 'expired', 'suspended', 'cancelled'] as const;

export const pendingRenewalOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  period: z.number(),
  amount: z.number(),
  currencyCode: z.string(),
  invoiceId: z.nullish(z.string()),
});
export type PendingRenewalOrder = z.infer<typeof pendingRenewalOrderSchema>;

export const domainSchema = z.object({
  id: z.string(),
  name: z.string(),
  unicodeName: z.optional(z.string()),
  status: lenientEnum(domainStatuses),
  expiresAt: z.nullable(z.string()),
  autoRenew: z.boolean(),
  registryLock: z.boolean(),
  dnsZoneId: z.nullish(z.string()),
  cdnZoneId: z.nullish(z.string()),
  pendingRenewalOrder: z.nullish(pendingRenewalOrderSchema),
  actions: z.optional(
    z.object({
      canChangeNameservers: z.optional(actionGateSchema),
      canRespondToRenewal: z.optional(actionGateSchema),
      canManageDnssec: z.optional(actionGateSchema),
    }),
  ),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainKeys = {
  all: ['domains'] as const,
  lists: () => [...domainKeys.all, 'list'] as const,
  detail: (id: string) => [...domainKeys.all, 'detail', id] as const,
  // Sub-resources sit under the detail key, so invalidating a domain refreshes them too.
  nameservers: (id: string) => [...domainKeys.detail(id), 'nameservers'] as const,
  dnssec: (id: string) => [...domainKeys.detail(id), 'dnssec'] as const,
  renewal: (id: string) => [...domainKeys.detail(id), 'renewal'] as const,
};

/** Every domain, read 100 at a time, for the list page's search, sort and totals. */
export const domainListPagesQuery = () =>
  allPagesQueryOptions(domainKeys.lists(), domainsPath, domainSchema);

export const domainListQuery = (params: PageParams = {}) =>
  pageQueryOptions(domainKeys.lists(), domainsPath, domainSchema, params);

export function fetchDomain(id: string, signal?: AbortSignal): Promise<Domain> {
  return request(domainSchema, { path: domainPath(id), signal });
}

export const domainQuery = (id: string) =>
  queryOptions({
    queryKey: domainKeys.detail(id),
    queryFn: ({ signal }) => fetchDomain(id, signal),
  });
