import { describe, expect, it } from 'vitest';
import {
  fetchSecurityInsights,
  type SecurityReport,
  type SecurityTotals,
  type ZoneSecurityReport,
} from '../../../api/cdn/security-report';
import { resetNamespace } from '../../../mocks/state';
import { signInAs } from '../../../test/session';
import { fillHours, securityReportView, trendView } from './security-report-view';

function totals(overrides: Partial<SecurityTotals> = {}): SecurityTotals {
  return {
    securityActionCount: 200,
    managedChallengeCount: 120,
    jsChallengeCount: 30,
    interactiveChallengeCount: 0,
    hardBlockCount: 40,
    solvedChallengeCount: 8,
    bypassedChallengeCount: 4,
    trustedSkipCount: 80,
    otherActionCount: 10,
    challengeCount: 150,
    challengePassedCount: 12,
    stoppedRequestCount: 178,
    challengePassRatePercent: 8,
    ...overrides,
  };
}

function zone(overrides: Partial<ZoneSecurityReport> = {}): ZoneSecurityReport {
  return {
    zoneId: 'cdn_a',
    domain: 'a.se',
    policy: { visitorProfileMode: 'challenge', audienceCountries: ['SE', 'NO'] },
    totals: totals({ securityActionCount: 150 }),
    trendPercent: 12.5,
    truncated: false,
    topCountries: [],
    topPaths: [],
    topIps: [],
    actionCounts: [],
    sourceCounts: [],
    hourly: [],
    topTrustedPaths: [],
    topTrustedBots: [],
    ...overrides,
  };
}

function report(overrides: Partial<SecurityReport> = {}): SecurityReport {
  return {
    windowStart: '2030-03-01T10:00:00.000Z',
    windowEnd: '2030-03-02T10:00:00.000Z',
    generatedAt: '2030-03-02T10:04:00.000Z',
    truncated: false,
    totals: totals(),
    previousSecurityActionCount: 160,
    trendPercent: 25,
    topCountries: [
      { countryCode: 'US', count: 90 },
      { countryCode: 'SE', count: 25 },
    ],
    topPaths: [{ path: '/wp-login.php', count: 50 }],
    topIps: [{ ip: '192.0.2.1', count: 20 }],
    actionCounts: [
      { action: 'managed_challenge', count: 120 },
      { action: 'block', count: 40 },
    ],
    sourceCounts: [{ source: 'visitor_profile', count: 110 }],
    hourly: [
      { hourStart: '2030-03-01T10:00:00.000Z', count: 30 },
      { hourStart: '2030-03-01T13:00:00Z', count: 70 },
      { hourStart: '2030-03-02T09:00:00.000Z', count: 100 },
    ],
    topTrustedPaths: [{ path: '/api/hooks/', count: 20 }],
    topTrustedBots: [{ bot: 'Googlebot', category: 'search_engine', count: 40 }],
    zones: [
      zone({
        zoneId: 'cdn_small',
        domain: 'small.se',
        totals: totals({
          securityActionCount: 50,
          challengeCount: 0,
          challengePassedCount: 0,
          challengePassRatePercent: 0,
        }),
        trendPercent: -10,
        truncated: true,
        policy: { visitorProfileMode: 'off', audienceCountries: [] },
      }),
      zone(),
      zone({
        zoneId: 'cdn_gone',
        domain: 'gone.se',
        totals: totals({ securityActionCount: 0, challengeCount: 0 }),
        trendPercent: 0,
      }),
    ],
    zoneFailures: [{ zoneId: 'cdn_gone', domain: null, reason: 'Timed out' }],
    ai: {
      status: 'completed',
      severity: 'low',
      confidence: 'high',
      languages: {
        en: { headline: 'Calm', summary: 'All good.', observations: [], recommendations: [] },
      },
    },
    ...overrides,
  };
}

describe('securityReportView', () => {
  it('gives the headline totals and the trend', () => {
    const view = securityReportView(report(), 'en');
    expect(view.headline).toEqual({
      securityActions: 200,
      stopped: 178,
      challenged: 150,
      hardBlocks: 40,
      trustedSkips: 80,
    });
    expect(view.trend).toEqual({ direction: 'up', percent: 25, previous: 160 });
    expect(view.qualifier).toBe('exact');
  });

  it('marks every count as a minimum when the report is truncated', () => {
    expect(securityReportView(report({ truncated: true }), 'en').qualifier).toBe('minimum');
  });

  it('explains a low pass rate under an audience filter as the filter, not an attack', () => {
    const { challenge } = securityReportView(report(), 'en');
    expect(challenge.passRatePercent).toBe(8);
    expect(challenge.flags).toEqual({
      nothingChallenged: false,
      mostlyAutomated: true,
      mostlyHuman: false,
      audienceFilterActive: true,
      likelyAudienceFilter: true,
    });
  });

  it('does not blame an audience filter no zone has', () => {
    const noFilter = report({
      zones: [zone({ policy: { visitorProfileMode: 'off', audienceCountries: ['SE'] } })],
    });
    expect(securityReportView(noFilter, 'en').challenge.flags).toMatchObject({
      audienceFilterActive: false,
      likelyAudienceFilter: false,
    });
  });

  it('has no pass rate when nothing was challenged, and calls a high one human', () => {
    const none = securityReportView(
      report({
        totals: totals({ challengeCount: 0, challengePassedCount: 0, challengePassRatePercent: 0 }),
      }),
      'en',
    );
    expect(none.challenge.passRatePercent).toBeNull();
    expect(none.challenge.flags).toMatchObject({
      nothingChallenged: true,
      mostlyAutomated: false,
      mostlyHuman: false,
    });
    const human = securityReportView(
      report({ totals: totals({ challengePassRatePercent: 64.44 }) }),
      'en',
    );
    expect(human.challenge.passRatePercent).toBe(64.4);
    expect(human.challenge.flags).toMatchObject({ mostlyHuman: true, mostlyAutomated: false });
  });

  it('fills all 24 hours of the window, zero where the server sent nothing', () => {
    const { hourly, peakHour } = securityReportView(report(), 'en');
    expect(hourly).toHaveLength(24);
    expect(hourly[0]).toEqual({ hourStart: '2030-03-01T10:00:00.000Z', count: 30 });
    expect(hourly[1]).toEqual({ hourStart: '2030-03-01T11:00:00.000Z', count: 0 });
    expect(hourly[3]).toEqual({ hourStart: '2030-03-01T13:00:00.000Z', count: 70 });
    expect(hourly[23]).toEqual({ hourStart: '2030-03-02T09:00:00.000Z', count: 100 });
    expect(hourly.reduce((sum, point) => sum + point.count, 0)).toBe(200);
    expect(peakHour).toEqual({ hourStart: '2030-03-02T09:00:00.000Z', count: 100 });
  });

  it('gives shares of all actions and names countries in the chosen language', () => {
    const english = securityReportView(report(), 'en');
    expect(english.countries).toEqual([
      { key: 'US', label: 'United States', count: 90, sharePercent: 45 },
      { key: 'SE', label: 'Sweden', count: 25, sharePercent: 12.5 },
    ]);
    expect(securityReportView(report(), 'sv').countries.map((row) => row.label)).toEqual([
      'USA',
      'Sverige',
    ]);
    expect(english.paths).toEqual([
      { key: '/wp-login.php', label: '/wp-login.php', count: 50, sharePercent: 25 },
    ]);
    expect(english.actions.map((row) => row.sharePercent)).toEqual([60, 20]);
    expect(english.trustedPaths[0]?.sharePercent).toBe(25);
    expect(english.trustedBots).toEqual([
      {
        key: 'Googlebot',
        label: 'Googlebot',
        count: 40,
        sharePercent: 50,
        category: 'search_engine',
      },
    ]);
  });

  it('lists zones busiest first with their policy, trend and own minimum marking', () => {
    const { zones, failures } = securityReportView(report(), 'sv');
    expect(zones.map((row) => row.domain)).toEqual(['a.se', 'small.se']);
    expect(zones[0]).toMatchObject({
      policy: {
        mode: 'challenge',
        audience: [
          { code: 'SE', name: 'Sverige' },
          { code: 'NO', name: 'Norge' },
        ],
      },
      sharePercent: 75,
      trend: { direction: 'up', percent: 12.5 },
      qualifier: 'exact',
    });
    expect(zones[0]?.hourly).toHaveLength(24);
    expect(zones[1]).toMatchObject({
      passRatePercent: null,
      trend: { direction: 'down', percent: 10 },
      qualifier: 'minimum',
    });
    expect(failures).toEqual([{ zoneId: 'cdn_gone', domain: 'gone.se', reason: 'Timed out' }]);
  });

  it('shows a zone the server lists as missing only among the missing, not as a quiet row', () => {
    const { zones, failures } = securityReportView(report(), 'en');
    expect(zones.map((row) => row.zoneId)).not.toContain('cdn_gone');
    expect(failures.map((failure) => failure.zoneId)).toEqual(['cdn_gone']);
  });

  it('uses the summary in the chosen language, or the other one when that is all there is', () => {
    expect(securityReportView(report(), 'sv').ai).toMatchObject({
      language: 'en',
      text: { headline: 'Calm' },
    });
    expect(securityReportView(report({ ai: null }), 'sv').ai).toBeNull();
  });

  it('reads the mock’s report whole', async () => {
    resetNamespace('default', 'cdn-report-ready');
    signInAs('owner');
    const { report: served } = await fetchSecurityInsights();
    if (!served) throw new Error('ready scenario has a report');
    const view = securityReportView(served, 'sv');
    expect(view.hourly).toHaveLength(24);
    expect(view.qualifier).toBe('minimum');
    expect(view.zones.map((row) => row.domain)).toEqual(['aurora-bakery.se', 'nordicfjord.com']);
    expect(view.failures.map((failure) => failure.domain)).toEqual(['granit-it.se']);
    expect(view.ai?.language).toBe('sv');
  });
});

describe('trendView', () => {
  it('is flat when the change rounds to nothing, and works out a missing percent', () => {
    expect(trendView(100, 0.04, 100)).toEqual({ direction: 'flat', percent: 0, previous: 100 });
    expect(trendView(90, null, 120)).toEqual({ direction: 'down', percent: 25, previous: 120 });
    expect(trendView(90, null, 0)).toEqual({ direction: 'flat', percent: null, previous: 0 });
  });
});

describe('fillHours', () => {
  it('starts at the hour the window starts in and stops at its end', () => {
    const points = fillHours('2030-03-01T10:30:00.000Z', '2030-03-02T10:30:00.000Z', [
      { hourStart: '2030-03-02T10:00:00.000Z', count: 3 },
    ]);
    expect(points).toHaveLength(25);
    expect(points[0]?.hourStart).toBe('2030-03-01T10:00:00.000Z');
    expect(points.at(-1)).toEqual({ hourStart: '2030-03-02T10:00:00.000Z', count: 3 });
  });

  it('falls back to the buckets it was given when the window is unreadable', () => {
    expect(
      fillHours('soon', 'later', [
        { hourStart: '2030-03-01T12:00:00.000Z', count: 2 },
        { hourStart: '2030-03-01T11:00:00.000Z', count: 1 },
      ]),
    ).toEqual([
      { hourStart: '2030-03-01T11:00:00.000Z', count: 1 },
      { hourStart: '2030-03-01T12:00:00.000Z', count: 2 },
    ]);
  });
});
