import type {
  SecurityReport,
  SecurityTotals,
  ZoneSecurityReport,
} from '../../api/cdn/security-report';
import type { MockCdnZone } from './data';
import {
  mergeCounts,
  percentOf,
  seededRandom,
  splitByWeight,
  spread,
  trendPercent,
  type Weighted,
} from './distribute';
import { describeReport, type ReportFacts } from './report-ai-text';
import { trafficProfile, type TrafficProfile } from './traffic-profiles';
import { combinedCountries } from './zone-settings';

/** The report served as stale at first, and the one the refresh produces. */
export type ReportEdition = 'older' | 'newer';

const HOUR = 3_600_000;
const TOP = { countries: 10, paths: 10, ips: 10, trusted: 5 } as const;

interface ZoneOutcome {
  report: ZoneSecurityReport;
  /** Actions caused by the visitor-profile rule (challenges or blocks of visitors outside the audience). */
  audienceActions: number;
  previousActions: number;
}

const totalsKeys = [
  'securityActionCount',
  'managedChallengeCount',
  'jsChallengeCount',
  'interactiveChallengeCount',
  'hardBlockCount',
  'solvedChallengeCount',
  'bypassedChallengeCount',
  'trustedSkipCount',
  'otherActionCount',
  'challengeCount',
  'challengePassedCount',
  'stoppedRequestCount',
] as const satisfies readonly (keyof SecurityTotals)[];

function zeroTotals(): SecurityTotals {
  return {
    securityActionCount: 0,
    managedChallengeCount: 0,
    jsChallengeCount: 0,
    interactiveChallengeCount: 0,
    hardBlockCount: 0,
    solvedChallengeCount: 0,
    bypassedChallengeCount: 0,
    trustedSkipCount: 0,
    otherActionCount: 0,
    challengeCount: 0,
    challengePassedCount: 0,
    stoppedRequestCount: 0,
    challengePassRatePercent: 0,
  };
}

function hourStarts(windowStart: number): string[] {
  return Array.from({ length: 24 }, (_, index) =>
    new Date(windowStart + index * HOUR).toISOString(),
  );
}

/** Daytime-heavy for people, flatter with bursts for automated traffic; jittered per zone and edition. */
function hourWeights(
  hours: string[],
  seed: string,
  amplitude: number,
  bursts: Record<number, number>,
): number[] {
  const random = seededRandom(seed);
  return hours.map((hour) => {
    const utcHour = new Date(hour).getUTCHours();
    const daily = 1 + amplitude * Math.cos((2 * Math.PI * (utcHour - 13)) / 24);
    return daily * (0.85 + random() * 0.3) + (bursts[utcHour] ?? 0);
  });
}

type Counted = { key: string; count: number };
const top = (items: Counted[], limit: number) => items.slice(0, limit);
const asCountries = (items: Counted[]) =>
  items.map(({ key, count }) => ({ countryCode: key, count }));
const asPaths = (items: Counted[]) => items.map(({ key, count }) => ({ path: key, count }));
const asIps = (items: Counted[]) => items.map(({ key, count }) => ({ ip: key, count }));
const asActions = (items: Counted[]) => items.map(({ key, count }) => ({ action: key, count }));
const asSources = (items: Counted[]) => items.map(({ key, count }) => ({ source: key, count }));

function emptyZoneReport(
  zone: MockCdnZone,
  policy: ZoneSecurityReport['policy'],
): ZoneSecurityReport {
  return {
    zoneId: zone.id,
    domain: zone.domain,
    policy,
    totals: zeroTotals(),
    trendPercent: 0,
    truncated: false,
    topCountries: [],
    topPaths: [],
    topIps: [],
    actionCounts: [],
    sourceCounts: [],
    hourly: [],
    topTrustedPaths: [],
    topTrustedBots: [],
  };
}

function zoneOutcome(zone: MockCdnZone, edition: ReportEdition, hours: string[]): ZoneOutcome {
  const audience = zone.geo.mode === 'whitelist' ? combinedCountries(zone.geo) : [];
  const policy = { visitorProfileMode: zone.waf.visitorProfileMode, audienceCountries: audience };
  const profile = trafficProfile(zone.id);
  if (!profile || zone.status !== 'active' || !zone.proxied) {
    return { report: emptyZoneReport(zone, policy), audienceActions: 0, previousActions: 0 };
  }
  const scale = edition === 'older' ? profile.olderScale : 1;
  const scaled = (value: number) => Math.round(value * scale);
  const ruleActive = zone.waf.visitorProfileMode !== 'off' && audience.length > 0;
  const outside = ruleActive ? scaled(profile.outsideAudienceRequests) : 0;
  const ruleChallenges = zone.waf.visitorProfileMode === 'challenge' ? outside : 0;
  const ruleBlocks = zone.waf.visitorProfileMode === 'block' ? outside : 0;

  const managed = scaled(profile.managedChallenges) + ruleChallenges;
  const js = scaled(profile.jsChallenges);
  const interactive = scaled(profile.interactiveChallenges);
  const challenges = managed + js + interactive;
  const hardBlocks = scaled(profile.hardBlocks) + ruleBlocks;
  const other = scaled(profile.otherActions);
  const passed =
    Math.round(ruleChallenges * profile.outsideAudiencePassRate) +
    Math.round((challenges - ruleChallenges) * profile.passRate);
  const bypassed = Math.round(passed * profile.bypassShare);
  const actions = challenges + hardBlocks + other;
  const otherRuleActions = actions - outside;
  const truncated = edition === 'newer' && profile.newerTruncated;

  const trusted = trustedTraffic(zone, profile, scaled(profile.trustedSkips));
  const totals: SecurityTotals = {
    securityActionCount: actions,
    managedChallengeCount: managed,
    jsChallengeCount: js,
    interactiveChallengeCount: interactive,
    hardBlockCount: hardBlocks,
    solvedChallengeCount: passed - bypassed,
    bypassedChallengeCount: bypassed,
    trustedSkipCount: trusted.count,
    otherActionCount: other,
    challengeCount: challenges,
    challengePassedCount: passed,
    stoppedRequestCount: hardBlocks + challenges - passed,
    challengePassRatePercent: percentOf(passed, challenges),
  };
  const outsideCountries = profile.outsideCountries.filter(
    (country) => !audience.includes(country.key),
  );
  const humanHours = splitByWeight(
    outside,
    hourWeights(hours, `${zone.id}:${edition}:people`, 0.55, {}),
  );
  const botHours = splitByWeight(
    otherRuleActions,
    hourWeights(hours, `${zone.id}:${edition}:bots`, 0.2, profile.bursts),
  );
  const previousActions =
    edition === 'newer'
      ? zoneOutcome(zone, 'older', hours).report.totals.securityActionCount
      : profile.previousOlderActions;

  const report: ZoneSecurityReport = {
    zoneId: zone.id,
    domain: zone.domain,
    policy,
    totals,
    trendPercent: trendPercent(actions, previousActions),
    truncated,
    topCountries: asCountries(
      top(
        mergeCounts([
          spread(outside, outsideCountries),
          spread(otherRuleActions, profile.otherCountries),
        ]),
        TOP.countries,
      ),
    ),
    topPaths: asPaths(
      top(
        mergeCounts([
          spread(outside, profile.sitePaths),
          spread(otherRuleActions, profile.probedPaths),
        ]),
        TOP.paths,
      ),
    ),
    topIps: asIps(
      top(
        mergeCounts([spread(Math.round(otherRuleActions * profile.ipShare), profile.ips)]),
        TOP.ips,
      ),
    ),
    actionCounts: asActions(
      mergeCounts([
        [
          { key: 'managed_challenge', count: managed },
          { key: 'js_challenge', count: js },
          { key: 'interactive_challenge', count: interactive },
          { key: 'block', count: hardBlocks },
          { key: 'log', count: other },
        ].filter((item) => item.count > 0),
      ]),
    ),
    sourceCounts: asSources(
      mergeCounts([
        outside > 0 ? [{ key: 'visitor_profile', count: outside }] : [],
        spread(otherRuleActions, profile.sources),
      ]),
    ),
    hourly: hours.flatMap((hourStart, index) => {
      const value = (humanHours[index] ?? 0) + (botHours[index] ?? 0);
      // Hours without events are left out, as a sparse upstream would.
      return value > 0 ? [{ hourStart, count: value }] : [];
    }),
    topTrustedPaths: asPaths(top(mergeCounts([trusted.paths]), TOP.trusted)),
    topTrustedBots: trusted.bots.slice(0, TOP.trusted),
  };
  return { report, audienceActions: outside, previousActions };
}

/** Verified bots always pass; path and address skips only while the zone's skip rules are on. */
function trustedTraffic(zone: MockCdnZone, profile: TrafficProfile, skips: number) {
  const botShare = Math.round(skips * 0.45);
  const ruleSkips = zone.waf.skipEnabled ? skips - botShare : 0;
  const pathWeights: Weighted[] = zone.waf.pathAllowlist.map((path, index) => ({
    key: path,
    weight: 1 / (index + 1) ** 2,
  }));
  const paths = spread(Math.round(ruleSkips * 0.7), pathWeights);
  const pathTotal = paths.reduce((sum, item) => sum + item.count, 0);
  const botCounts = splitByWeight(
    botShare,
    profile.trustedBots.map((bot) => bot.weight),
  );
  const bots = profile.trustedBots
    .map((bot, index) => ({ bot: bot.bot, category: bot.category, count: botCounts[index] ?? 0 }))
    .filter((bot) => bot.count > 0);
  // Skips by address or user agent count but are not listed by path.
  const addressSkips = pathWeights.length > 0 ? ruleSkips - pathTotal : ruleSkips;
  return { count: botShare + pathTotal + addressSkips, paths, bots };
}

function sumTotals(list: SecurityTotals[]): SecurityTotals {
  const totals = zeroTotals();
  for (const item of list) for (const key of totalsKeys) totals[key] += item[key];
  totals.challengePassRatePercent = percentOf(totals.challengePassedCount, totals.challengeCount);
  return totals;
}

function mergeLists(
  reports: ZoneSecurityReport[],
  pick: (report: ZoneSecurityReport) => Counted[],
  limit = Infinity,
): Counted[] {
  return top(mergeCounts(reports.map(pick)), limit);
}

function factsFor(
  zones: MockCdnZone[],
  outcomes: ZoneOutcome[],
  totals: SecurityTotals,
  previous: number,
  truncated: boolean,
  report: Pick<SecurityReport, 'topCountries' | 'topPaths' | 'topIps'>,
): ReportFacts {
  const audienceLeader = [...outcomes].sort((a, b) => b.audienceActions - a.audienceActions)[0];
  const wordpressProbes = outcomes.flatMap((outcome) => {
    const zone = zones.find((candidate) => candidate.id === outcome.report.zoneId);
    const probe = outcome.report.topPaths.find((entry) => entry.path.startsWith('/wp-login'));
    return zone && probe && !zone.security.wpLoginProtection
      ? [{ domain: zone.domain, path: probe.path, count: probe.count }]
      : [];
  });
  return {
    totals,
    previousActions: previous,
    trendPercent: trendPercent(totals.securityActionCount, previous),
    zoneCount: outcomes.length,
    truncated,
    topCountry: report.topCountries[0] ?? null,
    topPath: report.topPaths[0] ?? null,
    topIp: report.topIps[0] ?? null,
    audienceZone:
      audienceLeader && audienceLeader.audienceActions > 0
        ? {
            domain: audienceLeader.report.domain,
            countries: audienceLeader.report.policy?.audienceCountries ?? [],
            actions: audienceLeader.audienceActions,
            passRatePercent: audienceLeader.report.totals.challengePassRatePercent,
          }
        : null,
    wordpressProbes,
    inactiveDomains: zones.filter((zone) => zone.status !== 'active').map((zone) => zone.domain),
  };
}

/** A complete, internally consistent report over the zones as they are set up now. */
export function buildSecurityReport(
  zones: MockCdnZone[],
  edition: ReportEdition,
  generatedAtMs: number,
): SecurityReport {
  const windowEnd = Math.floor(generatedAtMs / HOUR) * HOUR;
  const windowStart = windowEnd - 24 * HOUR;
  const hours = hourStarts(windowStart);
  // A zone that is not active yet has no firewall events: it is listed under zoneFailures only.
  const active = zones.filter((zone) => zone.status === 'active');
  const outcomes = active.map((zone) => zoneOutcome(zone, edition, hours));
  const reports = outcomes.map((outcome) => outcome.report);
  const totals = sumTotals(reports.map((report) => report.totals));
  const previous = outcomes.reduce((sum, outcome) => sum + outcome.previousActions, 0);
  const truncated = reports.some((report) => report.truncated);
  const byHour = new Map<string, number>();
  for (const report of reports)
    for (const bucket of report.hourly)
      byHour.set(bucket.hourStart, (byHour.get(bucket.hourStart) ?? 0) + bucket.count);

  const lists = {
    topCountries: asCountries(
      mergeLists(
        reports,
        (report) =>
          report.topCountries.map((item) => ({ key: item.countryCode, count: item.count })),
        TOP.countries,
      ),
    ),
    topPaths: asPaths(
      mergeLists(
        reports,
        (report) => report.topPaths.map((item) => ({ key: item.path, count: item.count })),
        TOP.paths,
      ),
    ),
    topIps: asIps(
      mergeLists(
        reports,
        (report) => report.topIps.map((item) => ({ key: item.ip, count: item.count })),
        TOP.ips,
      ),
    ),
    actionCounts: asActions(
      mergeLists(reports, (report) =>
        report.actionCounts.map((item) => ({ key: item.action, count: item.count })),
      ),
    ),
    sourceCounts: asSources(
      mergeLists(reports, (report) =>
        report.sourceCounts.map((item) => ({ key: item.source, count: item.count })),
      ),
    ),
    topTrustedPaths: asPaths(
      mergeLists(
        reports,
        (report) => report.topTrustedPaths.map((item) => ({ key: item.path, count: item.count })),
        TOP.trusted,
      ),
    ),
  };
  const botCategories = new Map(
    reports.flatMap((report) =>
      report.topTrustedBots.map((bot) => [bot.bot, bot.category] as const),
    ),
  );
  const topTrustedBots = mergeCounts(
    reports.map((report) =>
      report.topTrustedBots.map((bot) => ({ key: bot.bot, count: bot.count })),
    ),
  )
    .slice(0, TOP.trusted)
    .map((item) => ({
      bot: item.key,
      category: botCategories.get(item.key) ?? null,
      count: item.count,
    }));

  return {
    windowStart: new Date(windowStart).toISOString(),
    windowEnd: new Date(windowEnd).toISOString(),
    generatedAt: new Date(generatedAtMs).toISOString(),
    truncated,
    totals,
    previousSecurityActionCount: previous,
    trendPercent: trendPercent(totals.securityActionCount, previous),
    ...lists,
    topTrustedBots,
    hourly: hours.flatMap((hourStart) => {
      const value = byHour.get(hourStart) ?? 0;
      return value > 0 ? [{ hourStart, count: value }] : [];
    }),
    zones: reports,
    zoneFailures: zones
      .filter((zone) => zone.status !== 'active')
      .map((zone) => ({
        zoneId: zone.id,
        domain: zone.domain,
        reason: 'Firewall events are not available until the zone is active.',
      })),
    ai: describeReport(factsFor(zones, outcomes, totals, previous, truncated, lists)),
  };
}
