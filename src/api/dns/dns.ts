import { queryOptions } from '@tanstack/react-query';
import { emptyBodySchema } from '../core/common';
import type { PageParams } from '../core/paging';
import type { DnsRecordInput } from './record-input';
import { dnsRecordTypes } from './record-types';
import { hasCode } from '../core/errors';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { allPagesQueryOptions, pageQueryOptions } from '../core/list-query';
import { z } from '../core/z';
import { dnsZonePath, dnsZonesPath } from '../core/paths';

export { dnsRecordTypes, type DnsRecordType } from './record-types';

export const dnsZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  domainId: z.nullish(z.string()),
  recordCount: z.number(),
  emailForwarding: z.boolean(),
  cdnZoneId: z.nullish(z.string()),
});
export type DnsZone = z.infer<typeof dnsZoneSchema>;

/**
 * A zone record as the API returns it: the bulk input shape plus `id` and `proxied`
 * (assumed-shapes.md). `name` may be a normalized FQDN; see `relativeRecordName`.
 */
export const dnsRecordSchema = z.object({
  id: z.string(),
  type: lenientEnum(dnsRecordTypes),
  name: z.string(),
  value: z.string(),
  ttl: z.nullish(z.number()),
  priority: z.nullish(z.number()),
  weight: z.nullish(z.number()),
  port: z.nullish(z.number()),
  proxied: z.boolean(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const dnsZoneDetailSchema = z.extend(dnsZoneSchema, { records: z.array(dnsRecordSchema) });
export type DnsZoneDetail = z.infer<typeof dnsZoneDetailSchema>;

/** Body of `PATCH …/records/{recordId}`. */
export const dnsRecordProxyInputSchema = z.object({ proxied: z.boolean() });
export type DnsRecordProxyInput = z.infer<typeof dnsRecordProxyInputSchema>;

export const dnsKeys = {
  all: ['dns-zones'] as const,
  lists: () => [...dnsKeys.all, 'list'] as const,
  detail: (id: string) => [...dnsKeys.all, 'detail', id] as const,
  records: (id: string) => [...dnsKeys.detail(id), 'records'] as const,
};

const recordsPath = (zoneId: string) => `${dnsZonePath(zoneId)}/records`;
const recordPath = (zoneId: string, recordId: string) =>
  `${recordsPath(zoneId)}/${encodeURIComponent(recordId)}`;

export const dnsZoneListQuery = (params: PageParams = {}) =>
  pageQueryOptions(dnsKeys.lists(), dnsZonesPath, dnsZoneSchema, params);

/** Every DNS zone, read 100 at a time, for the list page's search, sort and totals. */
export const dnsZoneListPagesQuery = () =>
  allPagesQueryOptions(dnsKeys.lists(), dnsZonesPath, dnsZoneSchema);

export function fetchDnsZone(id: string, signal?: AbortSignal): Promise<DnsZoneDetail> {
  return request(dnsZoneDetailSchema, { path: dnsZonePath(id), signal });
}

export const dnsZoneQuery = (id: string) =>
  queryOptions({
    queryKey: dnsKeys.detail(id),
    queryFn: ({ signal }) => fetchDnsZone(id, signal),
  });

/** One page of a zone's records (the list shape of assumed-shapes.md). */
export const dnsRecordListQuery = (zoneId: string, params: PageParams = {}) =>
  pageQueryOptions(dnsKeys.records(zoneId), recordsPath(zoneId), dnsRecordSchema, params);

// Assumed (the spec lists these paths only): create answers 201 with the record, update and
// proxy changes 200 with the record.
export function createDnsRecord(
  zoneId: string,
  input: DnsRecordInput,
  signal?: AbortSignal,
): Promise<DnsRecord> {
  return request(dnsRecordSchema, {
    method: 'POST',
    path: recordsPath(zoneId),
    body: input,
    signal,
  });
}

export function updateDnsRecord(
  zoneId: string,
  recordId: string,
  input: DnsRecordInput,
  signal?: AbortSignal,
): Promise<DnsRecord> {
  return request(dnsRecordSchema, {
    method: 'PUT',
    path: recordPath(zoneId, recordId),
    body: input,
    signal,
  });
}

export function setDnsRecordProxied(
  zoneId: string,
  recordId: string,
  input: DnsRecordProxyInput,
  signal?: AbortSignal,
): Promise<DnsRecord> {
  return request(dnsRecordSchema, {
    method: 'PATCH',
    path: recordPath(zoneId, recordId),
    body: input,
    signal,
  });
}

export type DnsRecordDeletion = 'deleted' | 'already_deleted';

/**
 * Deleting is idempotent, so a retry that finds the record gone (404 `dns_record_not_found`)
 * is a success too; an unknown zone still fails with `dns_zone_not_found`.
 */
export async function deleteDnsRecord(
  zoneId: string,
  recordId: string,
  signal?: AbortSignal,
): Promise<DnsRecordDeletion> {
  try {
    await request(emptyBodySchema, {
      method: 'DELETE',
      path: recordPath(zoneId, recordId),
      signal,
    });
    return 'deleted';
  } catch (error) {
    if (hasCode(error, 'dns_record_not_found')) return 'already_deleted';
    throw error;
  }
}
