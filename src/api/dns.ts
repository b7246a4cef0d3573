import { queryOptions } from '@tanstack/react-query';
import type { PageParams } from './common';
import { request } from './http';
import { lenientEnum } from './lenient';
import { pageQueryOptions } from './list-query';
import { z } from './z';

export const dnsRecordTypes = ['A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'SPF', 'SRV', 'CAA', 'NS', 'TLSA'] as const;
export type DnsRecordType = (typeof dnsRecordTypes)[number];

export const dnsZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  domainId: z.string().nullish(),
  recordCount: z.number(),
  emailForwarding: z.boolean(),
  cdnZoneId: z.string().nullish(),
});
export type DnsZone = z.infer<typeof dnsZoneSchema>;

/** A zone record as the zone detail returns it: the bulk input shape plus `id` and `proxied`. */
export const dnsRecordSchema = z.object({
  id: z.string(),
  type: lenientEnum(dnsRecordTypes),
  name: z.string(),
  value: z.string(),
  ttl: z.number().optional(),
  priority: z.number().optional(),
  weight: z.number().optional(),
  port: z.number().optional(),
  proxied: z.boolean(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const dnsZoneDetailSchema = dnsZoneSchema.extend({ records: z.array(dnsRecordSchema) });
export type DnsZoneDetail = z.infer<typeof dnsZoneDetailSchema>;

export const dnsKeys = {
  all: ['dns-zones'] as const,
  lists: () => [...dnsKeys.all, 'list'] as const,
  detail: (id: string) => [...dnsKeys.all, 'detail', id] as const,
};

export const dnsZoneListQuery = (params: PageParams = {}) =>
  pageQueryOptions(dnsKeys.lists(), '/api/v2/dns-zones', dnsZoneSchema, params);

export const dnsZoneQuery = (id: string) =>
  queryOptions({
    queryKey: dnsKeys.detail(id),
    queryFn: ({ signal }) => request(dnsZoneDetailSchema, { path: `/api/v2/dns-zones/${encodeURIComponent(id)}`, signal }),
  });
