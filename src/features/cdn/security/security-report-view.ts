import { countryName } from '../../../i18n/country-names';
import type { Language } from '../../../i18n/messages';
import { collatorFor } from '../../../i18n/format';
import type {
  AiLanguageText,
  SecurityReport,
  SecurityTotals,
  ZoneSecurityReport,
} from '../../../api/cdn/security-report';

/** Counts are exact, or lower bounds when the server could not collect every event. */
export type CountQualifier = 'exact' | 'minimum';
export type TrendDirection = 'up' | 'down' | 'flat';

export interface TrendView {
  direction: TrendDirection;
  /** Size of the change in percent, without sign; null when there is nothing to compare with. */
  percent: number | null;
  previous: number | null;
}

export interface ShareRow {
  key: string;
  /** What to show: a country's name, a path, an address; action and source keys stay keys. */
  label: string;
  count: number;
  /** Of all security actions (trusted rows: of all trusted skips), one decimal. */
  sharePercent: number;
  /** Only on trusted bots. */
  category?: string | null;
}

export interface HourPoint {
  hourStart: string;
  count: number;
}

export interface ChallengeView {
  challenged: number;
  passed: number;
  solved: number;
  bypassed: number;
  /** Null when nothing was challenged: there is no rate to speak of. */
  passRatePercent: number | null;
  flags: {
    nothingChallenged: boolean;
    /** Few passed: the challenged traffic was mostly not people. */
    mostlyAutomated: boolean;
    /** Half or more passed: challenges are mostly hitting people. */
    mostlyHuman: boolean;
    /** Some zone challenges or blocks visitors outside a chosen audience. */
    audienceFilterActive: boolean;
    /** Challenges dominate while an audience filter is on: a narrow filter, usually not an attack. */
    likelyAudienceFilter: boolean;
  };
}

export interface ZoneRow {
  zoneId: string;
  domain: string;
  policy: { mode: string; audience: { code: string; name: string }[] } | null;
  securityActions: number;
  challenged: number;
  hardBlocks: number;
  passRatePercent: number | null;
  trend: TrendView;
  sharePercent: number;
  qualifier: CountQualifier;
  hourly: HourPoint[];
}

export interface SecurityReportView {
  windowStart: string;
  windowEnd: string;
  generatedAt: string;
  qualifier: CountQualifier;
  headline: {
    securityActions: number;
    stopped: number;
    challenged: number;
    hardBlocks: number;
    trustedSkips: number;
  };
  trend: TrendView;
  challenge: ChallengeView;
  hourly: HourPoint[];
  /** The busiest hour, for the chart's summary; null when the day was empty. */
  peakHour: HourPoint | null;
  countries: ShareRow[];
  paths: ShareRow[];
  ips: ShareRow[];
  actions: ShareRow[];
  sources: ShareRow[];
  trustedPaths: ShareRow[];
  trustedBots: ShareRow[];
  zones: ZoneRow[];
  failures: { zoneId: string | null; domain: string | null; reason: string | null }[];
  ai: {
    status: string;
    severity: string;
    confidence: string;
    language: Language;
    text: AiLanguageText;
  } | null;
}

const HOUR = 3_600_000;
const MAX_HOURS = 48;
export const MOSTLY_AUTOMATED_BELOW_PERCENT = 10;
export const MOSTLY_HUMAN_FROM_PERCENT = 50;

const oneDecimal = (value: number) => Math.round(value * 10) / 10 || 0;
const share = (part: number, whole: number) => (whole > 0 ? oneDecimal((part / whole) * 100) : 0);

export function trendView(
  current: number,
  trendPercent: number | null | undefined,
  previous: number | null | undefined,
): TrendView {
  let percent: number | null = trendPercent ?? null;
  if (percent === null && previous !== null && previous !== undefined && previous > 0)
    percent = ((current - previous) / previous) * 100;
  if (percent === null) return { direction: 'flat', percent: null, previous: previous ?? null };
  const rounded = oneDecimal(percent);
  return {
    direction: rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat',
    percent: Math.abs(rounded),
    previous: previous ?? null,
  };
}

/**
 * One point per hour from the hour the window starts in up to its end, so hours without events
 * (which the server may leave out) show as zero instead of closing up the chart.
 */
export function fillHours(
  windowStart: string,
  windowEnd: string,
  buckets: readonly { hourStart: string; count: number }[],
): HourPoint[] {
  const counts = new Map<number, number>();
  for (const bucket of buckets) {
    const time = Date.parse(bucket.hourStart);
    if (Number.isNaN(time)) continue;
    const hour = Math.floor(time / HOUR) * HOUR;
    counts.set(hour, (counts.get(hour) ?? 0) + bucket.count);
  }
  const start = Date.parse(windowStart);
  const end = Date.parse(windowEnd);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
    return [...counts]
      .sort(([a], [b]) => a - b)
      .map(([hour, count]) => ({ hourStart: new Date(hour).toISOString(), count }));
  }
  const points: HourPoint[] = [];
  for (
    let hour = Math.floor(start / HOUR) * HOUR;
    hour < end && points.length < MAX_HOURS;
    hour += HOUR
  ) {
    points.push({ hourStart: new Date(hour).toISOString(), count: counts.get(hour) ?? 0 });
  }
  return points;
}

function rows<T extends { count: number }>(
  items: readonly T[],
  whole: number,
  key: (item: T) => string,
  label: (item: T) => string = key,
): ShareRow[] {
  return items.map((item) => ({
    key: key(item),
    label: label(item),
    count: item.count,
    sharePercent: share(item.count, whole),
  }));
}

function challengeView(
  totals: SecurityTotals,
  zones: readonly ZoneSecurityReport[],
): ChallengeView {
  const nothingChallenged = totals.challengeCount <= 0;
  const passRatePercent = nothingChallenged ? null : oneDecimal(totals.challengePassRatePercent);
  const audienceFilterActive = zones.some(
    (zone) =>
      zone.policy &&
      zone.policy.visitorProfileMode !== 'off' &&
      zone.policy.audienceCountries.length > 0,
  );
  const challengesDominate =
    totals.securityActionCount > 0 && totals.challengeCount * 2 >= totals.securityActionCount;
  return {
    challenged: totals.challengeCount,
    passed: totals.challengePassedCount,
    solved: totals.solvedChallengeCount,
    bypassed: totals.bypassedChallengeCount,
    passRatePercent,
    flags: {
      nothingChallenged,
      mostlyAutomated: passRatePercent !== null && passRatePercent < MOSTLY_AUTOMATED_BELOW_PERCENT,
      mostlyHuman: passRatePercent !== null && passRatePercent >= MOSTLY_HUMAN_FROM_PERCENT,
      audienceFilterActive,
      likelyAudienceFilter: audienceFilterActive && challengesDominate,
    },
  };
}

function zoneRow(zone: ZoneSecurityReport, report: SecurityReport, locale: Language): ZoneRow {
  const { totals } = zone;
  return {
    zoneId: zone.zoneId,
    domain: zone.domain,
    policy: zone.policy
      ? {
          mode: zone.policy.visitorProfileMode,
          audience: zone.policy.audienceCountries.map((code) => ({
            code,
            name: countryName(code, locale),
          })),
        }
      : null,
    securityActions: totals.securityActionCount,
    challenged: totals.challengeCount,
    hardBlocks: totals.hardBlockCount,
    passRatePercent: totals.challengeCount > 0 ? oneDecimal(totals.challengePassRatePercent) : null,
    trend: trendView(totals.securityActionCount, zone.trendPercent, null),
    sharePercent: share(totals.securityActionCount, report.totals.securityActionCount),
    qualifier: zone.truncated ? 'minimum' : 'exact',
    hourly: fillHours(report.windowStart, report.windowEnd, zone.hourly),
  };
}

function pickAi(report: SecurityReport, locale: Language): SecurityReportView['ai'] {
  const ai = report.ai;
  if (!ai) return null;
  const other: Language = locale === 'sv' ? 'en' : 'sv';
  const language = ai.languages[locale] ? locale : ai.languages[other] ? other : null;
  const text = language ? ai.languages[language] : undefined;
  if (!language || !text) return null;
  return { status: ai.status, severity: ai.severity, confidence: ai.confidence, language, text };
}

/** Everything the report page shows, computed once from the server's report. */
export function securityReportView(report: SecurityReport, locale: Language): SecurityReportView {
  const { totals } = report;
  const actions = totals.securityActionCount;
  const hourly = fillHours(report.windowStart, report.windowEnd, report.hourly);
  const peakHour = hourly.reduce<HourPoint | null>(
    (peak, point) => (point.count > (peak?.count ?? 0) ? point : peak),
    null,
  );
  const domains = new Map(report.zones.map((zone) => [zone.zoneId, zone.domain]));
  // A zone the server also lists as missing is shown only there: its row of zeros and "unchanged"
  // would read as a quiet zone.
  const missing = new Set(report.zoneFailures.map((failure) => failure.zoneId));
  const byDomain = collatorFor(locale, { numeric: true });
  return {
    windowStart: report.windowStart,
    windowEnd: report.windowEnd,
    generatedAt: report.generatedAt,
    qualifier: report.truncated ? 'minimum' : 'exact',
    headline: {
      securityActions: actions,
      stopped: totals.stoppedRequestCount,
      challenged: totals.challengeCount,
      hardBlocks: totals.hardBlockCount,
      trustedSkips: totals.trustedSkipCount,
    },
    trend: trendView(actions, report.trendPercent, report.previousSecurityActionCount),
    challenge: challengeView(totals, report.zones),
    hourly,
    peakHour,
    countries: rows(
      report.topCountries,
      actions,
      (item) => item.countryCode,
      (item) => countryName(item.countryCode, locale),
    ),
    paths: rows(report.topPaths, actions, (item) => item.path),
    ips: rows(report.topIps, actions, (item) => item.ip),
    actions: rows(report.actionCounts, actions, (item) => item.action),
    sources: rows(report.sourceCounts, actions, (item) => item.source),
    trustedPaths: rows(report.topTrustedPaths, totals.trustedSkipCount, (item) => item.path),
    trustedBots: report.topTrustedBots.map((bot) => ({
      key: bot.bot,
      label: bot.bot,
      count: bot.count,
      sharePercent: share(bot.count, totals.trustedSkipCount),
      category: bot.category ?? null,
    })),
    zones: report.zones
      .filter((zone) => !missing.has(zone.zoneId))
      .map((zone) => zoneRow(zone, report, locale))
      .sort(
        (a, b) => b.securityActions - a.securityActions || byDomain.compare(a.domain, b.domain),
      ),
    failures: report.zoneFailures.map((failure) => ({
      zoneId: failure.zoneId ?? null,
      domain: failure.domain ?? (failure.zoneId ? (domains.get(failure.zoneId) ?? null) : null),
      reason: failure.reason ?? null,
    })),
    ai: pickAi(report, locale),
  };
}
