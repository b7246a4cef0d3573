import { queryOptions } from '@tanstack/react-query';
import { cdnKeys, visitorProfileModes } from './cdn';
import { request } from '../core/http';
import { lenientEnum } from '../core/lenient';
import { z } from '../core/z';
import { securityInsightsPath } from '../core/paths';

export const securityReportStatuses = [
  'ready',
  'stale',
  'pending',
  'failed',
  'none',
  'unsupported',
] as const;
export type SecurityReportStatus = (typeof securityReportStatuses)[number];

const count = z.number();

export const securityTotalsSchema = z.object({
  securityActionCount: count,
  managedChallengeCount: count,
  jsChallengeCount: count,
  interactiveChallengeCount: count,
  hardBlockCount: count,
  solvedChallengeCount: count,
  bypassedChallengeCount: count,
  trustedSkipCount: count,
  otherActionCount: count,
  challengeCount: count,
  challengePassedCount: count,
  stoppedRequestCount: count,
  challengePassRatePercent: z.number(),
});
export type SecurityTotals = z.infer<typeof securityTotalsSchema>;

// The spec names these lists without marking them required; a missing one reads as empty.
const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.optional(z.array(item)),
    z.transform((items) => items ?? []),
  );
const counted = <S extends z.core.$ZodShape>(shape: S) => list(z.object({ ...shape, count }));

/** The breakdowns the account-wide report and each zone share. */
const breakdownShape = {
  topCountries: counted({ countryCode: z.string() }),
  topPaths: counted({ path: z.string() }),
  topIps: counted({ ip: z.string() }),
  actionCounts: counted({ action: z.string() }),
  sourceCounts: counted({ source: z.string() }),
  hourly: counted({ hourStart: z.string() }),
  topTrustedPaths: counted({ path: z.string() }),
  topTrustedBots: counted({ bot: z.string(), category: z.nullish(z.string()) }),
};

export const zoneSecurityReportSchema = z.object({
  zoneId: z.string(),
  domain: z.string(),
  policy: z.nullish(
    z.object({
      visitorProfileMode: lenientEnum(visitorProfileModes),
      audienceCountries: z.array(z.string()),
    }),
  ),
  totals: securityTotalsSchema,
  trendPercent: z.nullish(z.number()),
  truncated: z.pipe(
    z.optional(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  ...breakdownShape,
});
export type ZoneSecurityReport = z.infer<typeof zoneSecurityReportSchema>;

/**
 * Assumption (element shape not shown): `{ zoneId, domain, reason }`, each possibly missing; a
 * bare string is taken as the reason.
 */
export const zoneFailureSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((reason) => ({ zoneId: null, domain: null, reason })),
  ),
  z.object({
    zoneId: z.nullish(z.string()),
    domain: z.nullish(z.string()),
    reason: z.nullish(z.string()),
  }),
]);
export type ZoneFailure = z.infer<typeof zoneFailureSchema>;

const aiLanguageSchema = z.object({
  headline: z.string(),
  summary: z.string(),
  observations: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type AiLanguageText = z.infer<typeof aiLanguageSchema>;

export const aiSummarySchema = z.object({
  status: z.string(),
  severity: z.string(),
  confidence: z.string(),
  languages: z.object({ sv: z.optional(aiLanguageSchema), en: z.optional(aiLanguageSchema) }),
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const securityReportSchema = z.object({
  windowStart: z.string(),
  windowEnd: z.string(),
  generatedAt: z.string(),
  truncated: z.boolean(),
  totals: securityTotalsSchema,
  previousSecurityActionCount: z.nullish(z.number()),
  trendPercent: z.nullish(z.number()),
  ...breakdownShape,
  zones: list(zoneSecurityReportSchema),
  zoneFailures: list(zoneFailureSchema),
  ai: z.nullish(aiSummarySchema),
});
export type SecurityReport = z.infer<typeof securityReportSchema>;

export const securityInsightsSchema = z.object({
  status: lenientEnum(securityReportStatuses),
  refreshPending: z.boolean(),
  report: z.nullable(securityReportSchema),
});
export type SecurityInsights = z.infer<typeof securityInsightsSchema>;

export function fetchSecurityInsights(signal?: AbortSignal): Promise<SecurityInsights> {
  return request(securityInsightsSchema, { path: securityInsightsPath, signal });
}

/** While a report is being generated the server is asked again this often. */
export const SECURITY_REPORT_POLL_MS = 5_000;

/** True while the server is still working on a report the caller will want. */
export function isReportRefreshing(insights: SecurityInsights): boolean {
  return insights.refreshPending || insights.status === 'pending';
}

export const securityInsightsQuery = () =>
  queryOptions({
    queryKey: cdnKeys.securityReport(),
    queryFn: ({ signal }) => fetchSecurityInsights(signal),
    refetchInterval: (query) =>
      query.state.data && isReportRefreshing(query.state.data) ? SECURITY_REPORT_POLL_MS : false,
  });
