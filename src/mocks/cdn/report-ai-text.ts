import { countryName } from '../../i18n/country-names';
import type { Language } from '../../lib/language';
import type { AiSummary, SecurityTotals } from '../../api/cdn/security-report';

/** What the fake "AI" summary is written from; every sentence is backed by a number in the report. */
export interface ReportFacts {
  totals: SecurityTotals;
  previousActions: number;
  trendPercent: number;
  zoneCount: number;
  truncated: boolean;
  topCountry: { countryCode: string; count: number } | null;
  topPath: { path: string; count: number } | null;
  topIp: { ip: string; count: number } | null;
  /** The zone whose visitor-profile rule acted most, when any did. */
  audienceZone: {
    domain: string;
    countries: string[];
    actions: number;
    passRatePercent: number;
  } | null;
  /** WordPress login probes on zones without WordPress login protection. */
  wordpressProbes: { domain: string; path: string; count: number }[];
  inactiveDomains: string[];
}

interface Phrases {
  number: (value: number) => string;
  list: (items: string[]) => string;
  headlineAudience: (domain: string) => string;
  headlineRise: (percent: string) => string;
  headlineQuiet: (actions: string, zones: number) => string;
  trendUp: (percent: string, previous: string) => string;
  trendDown: (percent: string, previous: string) => string;
  trendFlat: string;
  summary: (
    actions: string,
    zones: number,
    trend: string,
    challenges: string,
    passRate: string,
    blocks: string,
  ) => string;
  truncated: string;
  topCountry: (country: string, count: string) => string;
  topPath: (path: string, count: string) => string;
  audience: (domain: string, countries: string, count: string) => string;
  trusted: (count: string) => string;
  keepAudience: (domain: string, passRate: string) => string;
  protectWordpress: (domain: string, path: string, count: string) => string;
  finishSetup: (domain: string) => string;
  reviewIp: (ip: string, count: string) => string;
  nothingToDo: string;
}

const english: Phrases = {
  number: (value) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(value),
  list: (items) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items),
  headlineAudience: (domain) =>
    `Most challenges were visitors outside ${domain}’s chosen audience, not an attack`,
  headlineRise: (percent) => `Security actions rose ${percent}% compared with the day before`,
  headlineQuiet: (actions, zones) =>
    `A calm day: ${actions} security actions across ${zones} zones`,
  trendUp: (percent, previous) => `up ${percent}% from ${previous} the day before`,
  trendDown: (percent, previous) => `down ${percent}% from ${previous} the day before`,
  trendFlat: 'about the same as the day before',
  summary: (actions, zones, trend, challenges, passRate, blocks) =>
    `Over the last 24 hours the CDN took ${actions} security actions across ${zones} zones (${trend}). ` +
    `${challenges} requests were challenged and ${passRate}% of them passed, so most of the challenged traffic was probably automated. ` +
    `${blocks} requests were blocked outright.`,
  truncated: ' Some counts are minimums: there were more events than the report could collect.',
  topCountry: (country, count) => `Top country of origin: ${country} (${count} actions).`,
  topPath: (path, count) => `Top path: ${path} (${count} actions).`,
  audience: (domain, countries, count) =>
    `${domain} challenges visitors from outside ${countries}; ${count} actions came from that filter.`,
  trusted: (count) =>
    `${count} requests were let through by your allowlists and verified bots without a check.`,
  keepAudience: (domain, passRate) =>
    `Keep the audience filter on ${domain}: only ${passRate}% of challenged visitors passed, which points to automated traffic. ` +
    'If you start selling abroad, add those countries to the audience instead of turning the filter off.',
  protectWordpress: (domain, path, count) =>
    `Turn on WordPress login protection for ${domain}: ${path} was probed ${count} times.`,
  finishSetup: (domain) =>
    `Finish setting up ${domain}: the zone is not active yet, so its traffic is neither protected nor counted.`,
  reviewIp: (ip, count) =>
    `Look into ${ip}, which caused ${count} actions; block it with a custom rule if it is not a partner of yours.`,
  nothingToDo: 'No changes are needed right now.',
};

const swedish: Phrases = {
  number: (value) => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format(value),
  list: (items) => new Intl.ListFormat('sv-SE', { type: 'conjunction' }).format(items),
  headlineAudience: (domain) =>
    `De flesta utmaningarna gällde besökare utanför ${domain}:s valda målgrupp – inte en attack`,
  headlineRise: (percent) => `Säkerhetsåtgärderna ökade med ${percent} % jämfört med dygnet innan`,
  headlineQuiet: (actions, zones) =>
    `Ett lugnt dygn: ${actions} säkerhetsåtgärder i ${zones} zoner`,
  trendUp: (percent, previous) => `en ökning med ${percent} % från ${previous} dygnet innan`,
  trendDown: (percent, previous) => `en minskning med ${percent} % från ${previous} dygnet innan`,
  trendFlat: 'ungefär som dygnet innan',
  summary: (actions, zones, trend, challenges, passRate, blocks) =>
    `Under de senaste 24 timmarna vidtog CDN:et ${actions} säkerhetsåtgärder i ${zones} zoner (${trend}). ` +
    `${challenges} förfrågningar fick en utmaning och ${passRate} % av dem klarade den, så det mesta av den trafiken var troligen automatiserad. ` +
    `${blocks} förfrågningar blockerades direkt.`,
  truncated:
    ' Vissa siffror är minimivärden: det fanns fler händelser än rapporten kunde samla in.',
  topCountry: (country, count) => `Vanligaste ursprungsland: ${country} (${count} åtgärder).`,
  topPath: (path, count) => `Vanligaste sökväg: ${path} (${count} åtgärder).`,
  audience: (domain, countries, count) =>
    `${domain} utmanar besökare utanför ${countries}; ${count} åtgärder kom från det filtret.`,
  trusted: (count) =>
    `${count} förfrågningar släpptes igenom utan kontroll av dina tillåtelselistor och verifierade robotar.`,
  keepAudience: (domain, passRate) =>
    `Behåll målgruppsfiltret på ${domain}: bara ${passRate} % av de utmanade besökarna klarade utmaningen, vilket tyder på automatiserad trafik. ` +
    'Börjar du sälja utomlands, lägg då till de länderna i målgruppen i stället för att stänga av filtret.',
  protectWordpress: (domain, path, count) =>
    `Slå på inloggningsskyddet för WordPress på ${domain}: ${path} angreps ${count} gånger.`,
  finishSetup: (domain) =>
    `Slutför konfigurationen av ${domain}: zonen är inte aktiv än, så dess trafik varken skyddas eller räknas.`,
  reviewIp: (ip, count) =>
    `Granska ${ip}, som orsakade ${count} åtgärder; blockera adressen med en egen regel om den inte tillhör en partner.`,
  nothingToDo: 'Inga ändringar behövs just nu.',
};

const RISE_WORTH_A_HEADLINE = 25;

function write(facts: ReportFacts, phrases: Phrases, locale: Language) {
  const n = phrases.number;
  const { totals, audienceZone } = facts;
  const percent = n(Math.abs(facts.trendPercent));
  const trend =
    Math.abs(facts.trendPercent) < 1
      ? phrases.trendFlat
      : facts.trendPercent > 0
        ? phrases.trendUp(percent, n(facts.previousActions))
        : phrases.trendDown(percent, n(facts.previousActions));
  const audienceLeads = audienceZone !== null && audienceZone.actions * 2 > totals.challengeCount;

  const headline = audienceLeads
    ? phrases.headlineAudience(audienceZone.domain)
    : facts.trendPercent >= RISE_WORTH_A_HEADLINE
      ? phrases.headlineRise(percent)
      : phrases.headlineQuiet(n(totals.securityActionCount), facts.zoneCount);

  const observations = [
    facts.topCountry &&
      phrases.topCountry(
        countryName(facts.topCountry.countryCode, locale),
        n(facts.topCountry.count),
      ),
    facts.topPath && phrases.topPath(facts.topPath.path, n(facts.topPath.count)),
    audienceZone &&
      phrases.audience(
        audienceZone.domain,
        phrases.list(audienceZone.countries.map((code) => countryName(code, locale))),
        n(audienceZone.actions),
      ),
    totals.trustedSkipCount > 0 && phrases.trusted(n(totals.trustedSkipCount)),
  ].filter((text): text is string => typeof text === 'string');

  const recommendations = [
    audienceZone && phrases.keepAudience(audienceZone.domain, n(audienceZone.passRatePercent)),
    ...facts.wordpressProbes.map((probe) =>
      phrases.protectWordpress(probe.domain, probe.path, n(probe.count)),
    ),
    ...facts.inactiveDomains.map((domain) => phrases.finishSetup(domain)),
    facts.topIp && phrases.reviewIp(facts.topIp.ip, n(facts.topIp.count)),
  ].filter((text): text is string => typeof text === 'string');

  return {
    headline,
    summary:
      phrases.summary(
        n(totals.securityActionCount),
        facts.zoneCount,
        trend,
        n(totals.challengeCount),
        n(totals.challengePassRatePercent),
        n(totals.hardBlockCount),
      ) + (facts.truncated ? phrases.truncated : ''),
    observations,
    recommendations: recommendations.length > 0 ? recommendations : [phrases.nothingToDo],
  };
}

export function describeReport(facts: ReportFacts): AiSummary {
  const elevated =
    facts.trendPercent >= RISE_WORTH_A_HEADLINE || facts.totals.hardBlockCount > 1500;
  return {
    status: 'completed',
    severity: elevated ? 'medium' : 'low',
    confidence: facts.truncated ? 'medium' : 'high',
    languages: { sv: write(facts, swedish, 'sv'), en: write(facts, english, 'en') },
  };
}
