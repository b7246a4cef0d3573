import { queryOptions } from '@tanstack/react-query';
import {
  countryListSchema,
  ipAllowlistSchema,
  pathAllowlistSchema,
  uaAllowlistSchema,
} from './allowlists';
import { actionGateSchema } from '../core/common';
import { dnsRecordTypes } from '../dns/dns';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';
import { cdnZonePath } from '../core/paths';

export const cdnZoneStatuses = [
  'active',
  'pending',
  'misconfigured',
  'missing',
  'disabled',
] as const;
export const cdnSslStatuses = ['active', 'pending', 'error'] as const;
export const securityLevels = ['off', 'low', 'medium', 'high'] as const;
export const sslModes = ['off', 'flexible', 'full', 'strict'] as const;
export const tlsVersions = ['1.0', '1.1', '1.2', '1.3'] as const;
export const visitorProfileModes = ['off', 'challenge', 'block'] as const;
export const geoRestrictionModes = ['off', 'whitelist'] as const;
export type VisitorProfileMode = (typeof visitorProfileModes)[number];

// ---- Request groups of PATCH /api/v2/cdn/zones/{id} -------------------------------------------
// The panel always sends a changed group whole, so every field inside a group is required; the
// form resolver and the mock's validation use these same schemas.

export const securityGroupSchema = z.object({
  level: z.enum(securityLevels),
  sslMode: z.enum(sslModes),
  alwaysUseHttps: z.boolean(),
  minTlsVersion: z.enum(tlsVersions),
  botProtection: z.boolean(),
  blockBadCrawlers: z.boolean(),
  blockBadBots: z.boolean(),
  wpLoginProtection: z.boolean(),
  wpAdminChallenge: z.boolean(),
});
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

export const performanceGroupSchema = z.object({
  earlyHints: z.boolean(),
  alwaysOnline: z.boolean(),
});
export type PerformanceGroup = z.infer<typeof performanceGroupSchema>;

export const cacheGroupSchema = z.object({ purgeCache: z.boolean() });

export const wafGroupSchema = z.object({
  skipEnabled: z.boolean(),
  challengeGeoEnabled: z.boolean(),
  visitorProfileMode: z.enum(visitorProfileModes),
  ipAllowlist: ipAllowlistSchema,
  uaAllowlist: uaAllowlistSchema,
  pathAllowlist: pathAllowlistSchema,
});
export type WafGroup = z.infer<typeof wafGroupSchema>;

export const geoRestrictionGroupSchema = z.object({
  mode: z.enum(geoRestrictionModes),
  additionalCountries: countryListSchema,
});
export type GeoRestrictionGroup = z.infer<typeof geoRestrictionGroupSchema>;

export const cdnZonePatchSchema = z.object({
  proxied: z.optional(z.boolean()),
  security: z.optional(securityGroupSchema),
  performance: z.optional(performanceGroupSchema),
  cache: z.optional(cacheGroupSchema),
  waf: z.optional(wafGroupSchema),
  geoRestriction: z.optional(geoRestrictionGroupSchema),
});
export type CdnZonePatch = z.infer<typeof cdnZonePatchSchema>;

// ---- CDN zone detail ---------------------------------------------------------------------------

/**
 * Assumption (the spec does not show the element shape of `records`): a proxied DNS record as
 * `{ id, type, name, value }`; anything else the server adds is ignored.
 */
export const cdnProxiedRecordSchema = z.object({
  id: z.string(),
  type: lenientEnum(dnsRecordTypes),
  name: z.string(),
  value: z.string(),
});
export type CdnProxiedRecord = z.infer<typeof cdnProxiedRecordSchema>;

const zoneActionsSchema = z.object({
  canEnableProxy: actionGateSchema,
  canIssueCertificate: actionGateSchema,
  canChangeMode: actionGateSchema,
  canActivate: actionGateSchema,
  canDeactivate: actionGateSchema,
});

/** Every top-level field is optional in the spec; inside a present object the required ones are. */
export const cdnZoneSchema = z.object({
  id: z.nullish(z.string()),
  domain: z.optional(z.string()),
  domainId: z.nullish(z.string()),
  status: z.optional(lenientEnum(cdnZoneStatuses)),
  reason: z.nullish(z.string()),
  proxied: z.optional(z.boolean()),
  securityLevel: z.optional(lenientEnum(securityLevels)),
  ssl: z.optional(
    z.object({ status: lenientEnum(cdnSslStatuses), expiresAt: z.nullable(z.string()) }),
  ),
  ruleCount: z.optional(z.int()),
  security: z.optional(
    z.object({
      level: lenientEnum(securityLevels),
      sslMode: lenientEnum(sslModes),
      alwaysUseHttps: z.boolean(),
      minTlsVersion: lenientEnum(tlsVersions),
      botProtection: z.boolean(),
      blockBadCrawlers: z.boolean(),
      blockBadBots: z.boolean(),
      wpLoginProtection: z.boolean(),
      wpAdminChallenge: z.boolean(),
    }),
  ),
  // Not in the spec's detail table although PATCH accepts it; read when the server sends it.
  performance: z.optional(performanceGroupSchema),
  waf: z.optional(
    z.object({
      skipEnabled: z.boolean(),
      challengeGeoEnabled: z.boolean(),
      visitorProfileMode: lenientEnum(visitorProfileModes),
      ipAllowlist: z.array(z.string()),
      uaAllowlist: z.array(z.string()),
      pathAllowlist: z.array(z.string()),
    }),
  ),
  geoRestriction: z.optional(
    z.object({
      enabled: z.boolean(),
      mode: lenientEnum(geoRestrictionModes),
      whitelistCountries: z.array(z.string()),
      standardCountries: z.array(z.string()),
      additionalCountries: z.array(z.string()),
      combinedCountries: z.array(z.string()),
    }),
  ),
  activity: z.optional(
    z.object({
      lastChangeDetectedAt: z.nullable(z.string()),
      lastCheckedAt: z.nullable(z.string()),
      settingsUpdatedAt: z.nullable(z.string()),
    }),
  ),
  actions: z.optional(zoneActionsSchema),
  records: z.nullish(z.array(cdnProxiedRecordSchema)),
});
export type CdnZone = z.infer<typeof cdnZoneSchema>;

// ---- Keys, queries and fetchers ----------------------------------------------------------------

export interface CdnZoneReadOptions {
  includeRecords?: boolean;
}

export const cdnKeys = {
  all: ['cdn'] as const,
  zones: () => [...cdnKeys.all, 'zone'] as const,
  zone: (id: string) => [...cdnKeys.zones(), id] as const,
  zoneDetail: (id: string, options: CdnZoneReadOptions = {}) =>
    [...cdnKeys.zone(id), { includeRecords: options.includeRecords ?? false }] as const,
  securityReport: () => [...cdnKeys.all, 'security-insights'] as const,
};

const recordsQuery = (options: CdnZoneReadOptions) => ({
  includeRecords: options.includeRecords ? 'true' : undefined,
});

export function fetchCdnZone(
  id: string,
  options: CdnZoneReadOptions = {},
  signal?: AbortSignal,
): Promise<CdnZone> {
  return request(cdnZoneSchema, { path: cdnZonePath(id), query: recordsQuery(options), signal });
}

/** Sends only the groups in `patch`; answers the zone as it is after the change. */
export function updateCdnZone(
  id: string,
  patch: CdnZonePatch,
  options: CdnZoneReadOptions = {},
  signal?: AbortSignal,
): Promise<CdnZone> {
  return request(cdnZoneSchema, {
    method: 'PATCH',
    path: cdnZonePath(id),
    query: recordsQuery(options),
    body: patch,
    signal,
  });
}

export function purgeCdnCache(id: string, signal?: AbortSignal): Promise<CdnZone> {
  return updateCdnZone(id, { cache: { purgeCache: true } }, {}, signal);
}

export const cdnZoneQuery = (id: string, options: CdnZoneReadOptions = {}) =>
  queryOptions({
    queryKey: cdnKeys.zoneDetail(id, options),
    queryFn: ({ signal }) => fetchCdnZone(id, options, signal),
  });
