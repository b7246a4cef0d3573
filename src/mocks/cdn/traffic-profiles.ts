import type { Weighted } from './distribute';

/**
 * What a zone's last day of traffic looked like, before the zone's own settings are applied:
 * the report builder turns visitors outside the audience into challenges or blocks only when the
 * zone's visitor-profile mode says so, so a PATCH really shows up in the next report.
 */
export interface TrafficProfile {
  /** Requests from outside the audience countries that a visitor-profile rule would act on. */
  outsideAudienceRequests: number;
  outsideAudiencePassRate: number;
  managedChallenges: number;
  jsChallenges: number;
  interactiveChallenges: number;
  hardBlocks: number;
  otherActions: number;
  /** Share of challenges that were passed, for challenges from the other rules. */
  passRate: number;
  /** Of the passed challenges, the share passed by an earlier clearance rather than solved. */
  bypassShare: number;
  trustedSkips: number;
  /** The older report's counts relative to the newer one's. */
  olderScale: number;
  /** Security actions in the day before the older report. */
  previousOlderActions: number;
  /** The newer report hit the event sampling limit. */
  newerTruncated: boolean;
  outsideCountries: Weighted[];
  otherCountries: Weighted[];
  sitePaths: Weighted[];
  probedPaths: Weighted[];
  /** Share of the other rules' actions that came from the listed addresses. */
  ipShare: number;
  ips: Weighted[];
  sources: Weighted[];
  trustedBots: { bot: string; category: string; weight: number }[];
  /** Extra weight per UTC hour for bursts of automated traffic. */
  bursts: Record<number, number>;
}

const w = (entries: Record<string, number>): Weighted[] =>
  Object.entries(entries).map(([key, weight]) => ({ key, weight }));

const profiles: Record<string, TrafficProfile> = {
  cdn_aurora01: {
    outsideAudienceRequests: 3_862,
    outsideAudiencePassRate: 0.034,
    managedChallenges: 421,
    jsChallenges: 608,
    interactiveChallenges: 37,
    hardBlocks: 388,
    otherActions: 46,
    passRate: 0.12,
    bypassShare: 0.18,
    trustedSkips: 1_243,
    olderScale: 0.87,
    previousOlderActions: 3_980,
    newerTruncated: false,
    outsideCountries: w({
      US: 30,
      CN: 14,
      DE: 11,
      NL: 8,
      SG: 7,
      BR: 5,
      IN: 5,
      RU: 4,
      GB: 4,
      FR: 3,
      VN: 3,
      T1: 2,
      PL: 2,
      IE: 2,
      JP: 1,
    }),
    otherCountries: w({
      US: 22,
      RU: 14,
      CN: 12,
      SE: 8,
      VN: 7,
      BR: 6,
      ID: 5,
      T1: 5,
      NL: 5,
      DE: 4,
      UA: 3,
      IN: 3,
      XX: 1,
    }),
    sitePaths: w({
      '/': 34,
      '/produkter/': 18,
      '/wp-content/uploads/': 12,
      '/bestall/': 9,
      '/varukorg/': 7,
      '/kontakt/': 6,
      '/feed/': 5,
      '/sitemap.xml': 4,
    }),
    probedPaths: w({
      '/wp-login.php': 38,
      '/xmlrpc.php': 22,
      '/wp-admin/': 12,
      '/wp-json/wp/v2/users': 7,
      '/.env': 6,
      '/wp-content/plugins/': 5,
      '/.git/config': 3,
      '/admin.php': 2,
    }),
    ipShare: 0.55,
    ips: w({
      '203.0.113.45': 22,
      '198.51.100.77': 15,
      '192.0.2.201': 11,
      '2001:db8:8b00::17': 9,
      '203.0.113.188': 7,
      '198.51.100.9': 5,
      '192.0.2.14': 4,
      '2001:db8:c3::5': 3,
    }),
    sources: w({
      bot_protection: 34,
      managed_rules: 30,
      security_level: 16,
      custom_rules: 14,
      rate_limiting: 6,
    }),
    trustedBots: [
      { bot: 'Googlebot', category: 'search_engine', weight: 22 },
      { bot: 'UptimeRobot', category: 'monitoring', weight: 9 },
      { bot: 'Bingbot', category: 'search_engine', weight: 6 },
      { bot: 'facebookexternalhit', category: 'social_preview', weight: 3 },
      { bot: 'Applebot', category: 'search_engine', weight: 2 },
    ],
    bursts: { 2: 5, 3: 7, 4: 3 },
  },
  cdn_nordic02: {
    outsideAudienceRequests: 2_410,
    outsideAudiencePassRate: 0.41,
    managedChallenges: 983,
    jsChallenges: 244,
    interactiveChallenges: 61,
    hardBlocks: 1_312,
    otherActions: 85,
    passRate: 0.21,
    bypassShare: 0.3,
    trustedSkips: 3_421,
    olderScale: 1.09,
    previousOlderActions: 3_310,
    newerTruncated: true,
    outsideCountries: w({
      US: 25,
      DE: 16,
      GB: 12,
      NL: 7,
      FR: 7,
      JP: 5,
      IT: 4,
      ES: 4,
      CN: 3,
      AU: 3,
      CA: 3,
    }),
    otherCountries: w({
      US: 18,
      DE: 12,
      GB: 9,
      NO: 8,
      SE: 8,
      CN: 7,
      NL: 6,
      FR: 5,
      SG: 4,
      JP: 3,
      IN: 3,
      RU: 3,
    }),
    sitePaths: w({ '/': 16, '/en/tours/lofoten/': 6, '/sv/turer/': 4, '/booking/': 8 }),
    probedPaths: w({
      '/search': 22,
      '/api/availability': 19,
      '/booking/checkout': 8,
      '/phpmyadmin/': 5,
      '/.git/config': 4,
      '/admin': 3,
    }),
    ipShare: 0.48,
    ips: w({
      '198.51.100.140': 28,
      '2001:db8:ff10::3': 17,
      '192.0.2.33': 12,
      '198.51.100.141': 10,
      '192.0.2.150': 6,
      '2001:db8:ff10::9': 4,
    }),
    sources: w({
      bot_protection: 38,
      managed_rules: 22,
      rate_limiting: 18,
      security_level: 16,
      custom_rules: 6,
    }),
    trustedBots: [
      { bot: 'Googlebot', category: 'search_engine', weight: 30 },
      { bot: 'Bingbot', category: 'search_engine', weight: 11 },
      { bot: 'Pingdom', category: 'monitoring', weight: 8 },
      { bot: 'Applebot', category: 'search_engine', weight: 5 },
      { bot: 'Slackbot', category: 'social_preview', weight: 2 },
    ],
    bursts: { 9: 2, 10: 3, 17: 2 },
  },
};

export function trafficProfile(zoneId: string): TrafficProfile | undefined {
  return profiles[zoneId];
}
