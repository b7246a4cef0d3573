import { queryOptions } from '@tanstack/react-query';
import { actionGateSchema, emptyBodySchema } from '../core/common';
import { domainKeys } from './domains';
import { domainPath } from '../core/paths';
import { request } from '../core/http';
import { z } from '../core/z';

// assumed-shapes.md: the spec only names the `dsr_` IDs; fields are the usual DS and DNSKEY
// presentation fields, numbers where DNS has numbers.
export const dsRecordSchema = z.object({
  id: z.string(),
  keyTag: z.number(),
  algorithm: z.number(),
  digestType: z.number(),
  digest: z.string(),
});
export type DsRecord = z.infer<typeof dsRecordSchema>;

export const keyRecordSchema = z.object({
  id: z.string(),
  flags: z.number(),
  protocol: z.number(),
  algorithm: z.number(),
  publicKey: z.string(),
});
export type KeyRecord = z.infer<typeof keyRecordSchema>;

export const domainDnssecSchema = z.object({
  domainId: z.string(),
  dsRecords: z._default(z.array(dsRecordSchema), []),
  keyRecords: z._default(z.array(keyRecordSchema), []),
  actions: z.optional(z.object({ canDelete: z.optional(actionGateSchema) })),
});
export type DomainDnssec = z.infer<typeof domainDnssecSchema>;

export function fetchDomainDnssec(domainId: string, signal?: AbortSignal): Promise<DomainDnssec> {
  return request(domainDnssecSchema, { path: domainPath(domainId, 'dnssec'), signal });
}

/** 204 with no body; the record is gone afterwards. */
export async function deleteDnssecRecord(
  domainId: string,
  recordId: string,
  signal?: AbortSignal,
): Promise<void> {
  await request(emptyBodySchema, {
    method: 'DELETE',
    path: domainPath(domainId, 'dnssec', recordId),
    signal,
  });
}

export const domainDnssecQuery = (domainId: string) =>
  queryOptions({
    queryKey: domainKeys.dnssec(domainId),
    queryFn: ({ signal }) => fetchDomainDnssec(domainId, signal),
  });
