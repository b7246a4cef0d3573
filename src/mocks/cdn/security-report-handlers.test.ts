import { describe, expect, it } from 'vitest';
import type { ScenarioName } from '../scenarios';
import { resetNamespace } from '../state';
import { mockState, signInAs } from '../../test/session';
import { fetchSecurityInsights, isReportRefreshing } from '../../api/cdn/security-report';
import { ApiError } from '../../api/core/errors';

const insightGets = () =>
  mockState().requests.filter((request) => request.path === '/api/v2/cdn/security-insights');

describe('GET /api/v2/cdn/security-insights', () => {
  it('serves the older report as stale while one refresh runs, then a newer one as ready', async () => {
    signInAs('support');
    const first = await fetchSecurityInsights();
    expect(first).toMatchObject({ status: 'stale', refreshPending: true });
    expect(isReportRefreshing(first)).toBe(true);
    expect(first.report?.zones.map((zone) => zone.domain)).toEqual([
      'aurora-bakery.se',
      'nordicfjord.com',
    ]);

    const second = await fetchSecurityInsights();
    expect(second).toMatchObject({ status: 'stale', refreshPending: true });
    expect(second.report?.generatedAt).toBe(first.report?.generatedAt);

    const third = await fetchSecurityInsights();
    expect(third).toMatchObject({ status: 'ready', refreshPending: false });
    expect(isReportRefreshing(third)).toBe(false);
    expect(Date.parse(third.report?.generatedAt ?? '')).toBeGreaterThan(
      Date.parse(first.report?.generatedAt ?? ''),
    );
    expect(third.report?.previousSecurityActionCount).toBe(
      first.report?.totals.securityActionCount,
    );

    expect((await fetchSecurityInsights()).status).toBe('ready');
    expect(insightGets()).toHaveLength(4);
  });

  it('gives a complete report: 24 hours, every zone with its policy, a failure for the pending zone, both languages', async () => {
    signInAs('owner');
    const { report } = await fetchSecurityInsights();
    if (!report) throw new Error('the default seed has a report');
    expect(Date.parse(report.windowEnd) - Date.parse(report.windowStart)).toBe(24 * 3_600_000);
    expect(report.hourly).toHaveLength(24);
    expect(report.hourly.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(
      report.totals.securityActionCount,
    );
    expect(report.actionCounts.reduce((sum, item) => sum + item.count, 0)).toBe(
      report.totals.securityActionCount,
    );
    expect(report.zones.find((zone) => zone.zoneId === 'cdn_aurora01')?.policy).toEqual({
      visitorProfileMode: 'challenge',
      audienceCountries: ['SE', 'NO', 'DK', 'FI'],
    });
    expect(report.zones.find((zone) => zone.zoneId === 'cdn_nordic02')?.policy).toEqual({
      visitorProfileMode: 'off',
      audienceCountries: [],
    });
    expect(report.zoneFailures).toEqual([
      { zoneId: 'cdn_granit07', domain: 'granit-it.se', reason: expect.any(String) },
    ]);
    expect(report.ai?.languages.sv?.summary).toMatch(/säkerhetsåtgärder/);
    expect(report.ai?.languages.en?.summary).toMatch(/security actions/);
  });

  it('builds the refreshed report from the zones as they are set up now', async () => {
    signInAs('owner');
    const zone = mockState().cdn.zones.find((candidate) => candidate.id === 'cdn_nordic02');
    if (!zone) throw new Error('seeded zone');
    zone.waf.visitorProfileMode = 'block';
    zone.geo = { ...zone.geo, mode: 'whitelist', additionalCountries: ['NO'] };
    for (let get = 0; get < 3; get += 1) await fetchSecurityInsights();
    const { report } = await fetchSecurityInsights();
    const nordic = report?.zones.find((candidate) => candidate.zoneId === 'cdn_nordic02');
    expect(nordic?.policy).toEqual({
      visitorProfileMode: 'block',
      audienceCountries: ['SE', 'NO'],
    });
    expect(
      nordic?.sourceCounts.find((source) => source.source === 'visitor_profile')?.count,
    ).toBeGreaterThan(0);
  });

  it.each<[ScenarioName, string, boolean, boolean]>([
    ['cdn-report-ready', 'ready', false, true],
    ['cdn-report-failed', 'failed', false, false],
    ['cdn-report-none', 'none', false, false],
    ['cdn-report-unsupported', 'unsupported', false, false],
    ['empty-account', 'none', false, false],
  ])('in %s answers %s', async (scenario, status, refreshPending, hasReport) => {
    resetNamespace('default', scenario);
    signInAs('owner');
    const insights = await fetchSecurityInsights();
    expect(insights.status).toBe(status);
    expect(insights.refreshPending).toBe(refreshPending);
    expect(insights.report !== null).toBe(hasReport);
    expect((await fetchSecurityInsights()).status).toBe(status);
  });

  it('generates the first report while pending and then serves it as ready', async () => {
    resetNamespace('default', 'cdn-report-pending');
    signInAs('owner');
    expect(await fetchSecurityInsights()).toEqual({
      status: 'pending',
      refreshPending: true,
      report: null,
    });
    expect(await fetchSecurityInsights()).toEqual({
      status: 'pending',
      refreshPending: true,
      report: null,
    });
    const ready = await fetchSecurityInsights();
    expect(ready).toMatchObject({ status: 'ready', refreshPending: false });
    // The pending zone (granit-it.se) has no events yet: it is a failure, not a zone of zeros.
    expect(ready.report?.zones.map((zone) => zone.zoneId)).toEqual([
      'cdn_aurora01',
      'cdn_nordic02',
    ]);
    expect(ready.report?.zoneFailures.map((failure) => failure.zoneId)).toEqual(['cdn_granit07']);
  });

  it('marks a truncated report', async () => {
    resetNamespace('default', 'cdn-report-ready');
    signInAs('owner');
    const { report } = await fetchSecurityInsights();
    expect(report?.truncated).toBe(true);
    expect(report?.zones.filter((zone) => zone.truncated).map((zone) => zone.domain)).toEqual([
      'nordicfjord.com',
    ]);
  });

  it('answers 401 without a key', async () => {
    const error = await fetchSecurityInsights().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(mockState().cdn.insights.waitingGets).toBe(0);
  });
});
