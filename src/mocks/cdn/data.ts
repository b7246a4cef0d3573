import type { PerformanceGroup, SecurityGroup, WafGroup } from '../../api/cdn/cdn';
import type { SecurityReport, SecurityReportStatus } from '../../api/cdn/security-report';
import type { ScenarioName } from '../scenarios';
import { buildSecurityReport } from './report-builder';

export type MockZoneStatus = 'active' | 'pending' | 'misconfigured' | 'missing' | 'disabled';

/** CDN zones are reached from domains' and DNS zones' `cdnZoneId` (there is no list). */
export interface MockCdnZone {
  id: string;
  domain: string;
  domainId: string | null;
  status: MockZoneStatus;
  reason: string | null;
  proxied: boolean;
  ssl: { status: 'active' | 'pending' | 'error'; expiresAt: string | null };
  security: SecurityGroup;
  performance: PerformanceGroup;
  waf: WafGroup;
  /** The caller-managed half; `standardCountries` are the system's and cannot be removed. */
  geo: { mode: 'off' | 'whitelist'; standardCountries: string[]; additionalCountries: string[] };
  activity: {
    lastChangeDetectedAt: string | null;
    lastCheckedAt: string | null;
    settingsUpdatedAt: string | null;
  };
  foreign?: boolean;
}

export interface MockSecurityInsights {
  status: SecurityReportStatus;
  refreshPending: boolean;
  report: SecurityReport | null;
  /** GETs answered while a report is being generated; the refresh completes after two. */
  waitingGets: number;
}

export interface CdnData {
  zones: MockCdnZone[];
  insights: MockSecurityInsights;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (now: number, offsetMs: number) => new Date(now + offsetMs).toISOString();

// Functions, not constants: each namespace's zones must not share objects.
const quietSecurity = (): SecurityGroup => ({
  level: 'low',
  sslMode: 'flexible',
  alwaysUseHttps: false,
  minTlsVersion: '1.0',
  botProtection: false,
  blockBadCrawlers: false,
  blockBadBots: false,
  wpLoginProtection: false,
  wpAdminChallenge: false,
});
const noWafRules = (): WafGroup => ({
  skipEnabled: false,
  challengeGeoEnabled: false,
  visitorProfileMode: 'off',
  ipAllowlist: [],
  uaAllowlist: [],
  pathAllowlist: [],
});

function seedZones(now: number): MockCdnZone[] {
  return [
    {
      id: 'cdn_aurora01',
      domain: 'aurora-bakery.se',
      domainId: 'dom_aurora01',
      status: 'active',
      reason: null,
      proxied: true,
      ssl: { status: 'active', expiresAt: at(now, 63 * DAY) },
      security: {
        level: 'medium',
        sslMode: 'strict',
        alwaysUseHttps: true,
        minTlsVersion: '1.2',
        botProtection: true,
        blockBadCrawlers: true,
        blockBadBots: true,
        wpLoginProtection: true,
        wpAdminChallenge: true,
      },
      performance: { earlyHints: true, alwaysOnline: false },
      waf: {
        skipEnabled: true,
        challengeGeoEnabled: true,
        visitorProfileMode: 'challenge',
        ipAllowlist: ['198.51.100.24', '2001:db8:4a7::/48'],
        uaAllowlist: ['UptimeRobot'],
        pathAllowlist: ['/wp-json/klarna/', '/.well-known/acme-challenge/'],
      },
      geo: {
        mode: 'whitelist',
        standardCountries: ['SE'],
        additionalCountries: ['NO', 'DK', 'FI'],
      },
      activity: {
        lastChangeDetectedAt: at(now, -9 * DAY),
        lastCheckedAt: at(now, -12 * 60_000),
        settingsUpdatedAt: at(now, -9 * DAY),
      },
    },
    {
      id: 'cdn_nordic02',
      domain: 'nordicfjord.com',
      domainId: 'dom_nordic02',
      status: 'active',
      reason:
        'The certificate could not be renewed: a CAA record on nordicfjord.com does not allow the CDN’s certificate authority.',
      proxied: true,
      ssl: { status: 'error', expiresAt: null },
      security: {
        level: 'high',
        sslMode: 'full',
        alwaysUseHttps: true,
        minTlsVersion: '1.2',
        botProtection: true,
        blockBadCrawlers: true,
        blockBadBots: true,
        wpLoginProtection: false,
        wpAdminChallenge: false,
      },
      performance: { earlyHints: false, alwaysOnline: true },
      waf: {
        skipEnabled: true,
        challengeGeoEnabled: false,
        visitorProfileMode: 'off',
        ipAllowlist: ['203.0.113.0/24'],
        uaAllowlist: ['Pingdom.com_bot', 'Amadeus-Availability'],
        pathAllowlist: ['/api/partners/'],
      },
      geo: { mode: 'off', standardCountries: ['SE'], additionalCountries: [] },
      activity: {
        lastChangeDetectedAt: at(now, -2 * DAY),
        lastCheckedAt: at(now, -7 * 60_000),
        settingsUpdatedAt: at(now, -41 * DAY),
      },
    },
    {
      id: 'cdn_granit07',
      domain: 'granit-it.se',
      domainId: 'dom_granit07',
      status: 'pending',
      reason:
        'Waiting for granit-it.se to use the CDN nameservers; this is checked every 15 minutes.',
      proxied: false,
      ssl: { status: 'pending', expiresAt: null },
      security: quietSecurity(),
      performance: { earlyHints: false, alwaysOnline: false },
      waf: noWafRules(),
      geo: { mode: 'off', standardCountries: ['SE'], additionalCountries: ['NO'] },
      activity: {
        lastChangeDetectedAt: null,
        lastCheckedAt: at(now, -4 * 60_000),
        settingsUpdatedAt: at(now, -3 * HOUR),
      },
    },
    {
      id: 'cdn_foreign99',
      domain: 'someone-else.example',
      domainId: 'dom_foreign99',
      status: 'active',
      reason: null,
      proxied: true,
      ssl: { status: 'active', expiresAt: at(now, 30 * DAY) },
      security: quietSecurity(),
      performance: { earlyHints: false, alwaysOnline: false },
      waf: noWafRules(),
      geo: { mode: 'off', standardCountries: ['SE'], additionalCountries: [] },
      activity: { lastChangeDetectedAt: null, lastCheckedAt: null, settingsUpdatedAt: null },
      foreign: true,
    },
  ];
}

export function ownedZones(zones: readonly MockCdnZone[]): MockCdnZone[] {
  return zones.filter((zone) => !zone.foreign);
}

function seedInsights(
  scenario: ScenarioName,
  zones: MockCdnZone[],
  now: number,
): MockSecurityInsights {
  const waiting = { waitingGets: 0 };
  if (scenario === 'empty-account' || scenario === 'cdn-report-none')
    return { status: 'none', refreshPending: false, report: null, ...waiting };
  switch (scenario) {
    case 'cdn-report-ready':
      return {
        status: 'ready',
        refreshPending: false,
        report: buildSecurityReport(ownedZones(zones), 'newer', now - 40 * 60_000),
        ...waiting,
      };
    case 'cdn-report-pending':
      return { status: 'pending', refreshPending: true, report: null, ...waiting };
    case 'cdn-report-failed':
      return { status: 'failed', refreshPending: false, report: null, ...waiting };
    case 'cdn-report-unsupported':
      return { status: 'unsupported', refreshPending: false, report: null, ...waiting };
    default:
      // The last report is a day and a bit old: served as stale while one refresh runs.
      return {
        status: 'stale',
        refreshPending: true,
        report: buildSecurityReport(ownedZones(zones), 'older', now - 26 * HOUR - 17 * 60_000),
        ...waiting,
      };
  }
}

export function seedCdn(scenario: ScenarioName): CdnData {
  if (scenario === 'empty-account')
    return { zones: [], insights: seedInsights(scenario, [], Date.now()) };
  const now = Date.now();
  const zones = seedZones(now);
  return { zones, insights: seedInsights(scenario, zones, now) };
}
