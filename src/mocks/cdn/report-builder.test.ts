import { describe, expect, it } from 'vitest';
import type { SecurityTotals } from '../../api/cdn/security-report';
import { ownedZones, seedCdn } from './data';
import { buildSecurityReport, type ReportEdition } from './report-builder';

const GENERATED = Date.parse('2030-05-04T08:25:00.000Z');
const sum = (items: { count: number }[]) => items.reduce((total, item) => total + item.count, 0);

function consistent(totals: SecurityTotals) {
  expect(totals.challengeCount).toBe(
    totals.managedChallengeCount + totals.jsChallengeCount + totals.interactiveChallengeCount,
  );
  expect(totals.securityActionCount).toBe(
    totals.challengeCount + totals.hardBlockCount + totals.otherActionCount,
  );
  expect(totals.challengePassedCount).toBe(
    totals.solvedChallengeCount + totals.bypassedChallengeCount,
  );
  expect(totals.stoppedRequestCount).toBe(
    totals.hardBlockCount + totals.challengeCount - totals.challengePassedCount,
  );
}

describe('the mock security report', () => {
  it.each<ReportEdition>(['older', 'newer'])(
    'adds up, account-wide and per zone (%s)',
    (edition) => {
      const report = buildSecurityReport(ownedZones(seedCdn('default').zones), edition, GENERATED);
      expect(report.windowEnd).toBe('2030-05-04T08:00:00.000Z');
      expect(report.windowStart).toBe('2030-05-03T08:00:00.000Z');
      for (const part of [report, ...report.zones]) {
        consistent(part.totals);
        expect(sum(part.actionCounts)).toBe(part.totals.securityActionCount);
        expect(sum(part.sourceCounts)).toBe(part.totals.securityActionCount);
        expect(sum(part.hourly)).toBe(part.totals.securityActionCount);
        expect(sum(part.topCountries)).toBeLessThanOrEqual(part.totals.securityActionCount);
        expect(sum(part.topTrustedBots) + sum(part.topTrustedPaths)).toBeLessThanOrEqual(
          part.totals.trustedSkipCount,
        );
      }
      for (const key of ['securityActionCount', 'hardBlockCount', 'trustedSkipCount'] as const) {
        expect(report.totals[key]).toBe(
          report.zones.reduce((total, zone) => total + zone.totals[key], 0),
        );
      }
    },
  );

  it('turns visitors outside the audience into blocks when the zone blocks them', () => {
    const zones = ownedZones(seedCdn('default').zones);
    const challenged = buildSecurityReport(zones, 'newer', GENERATED).zones[0];
    const aurora = zones[0];
    if (!aurora || !challenged) throw new Error('seeded zone');
    aurora.waf.visitorProfileMode = 'block';
    const blocked = buildSecurityReport(zones, 'newer', GENERATED).zones[0];
    expect(blocked?.totals.securityActionCount).toBe(challenged.totals.securityActionCount);
    expect(blocked?.totals.challengeCount).toBeLessThan(challenged.totals.challengeCount);
    expect(blocked?.totals.hardBlockCount).toBeGreaterThan(challenged.totals.hardBlockCount);
    expect(blocked?.policy?.visitorProfileMode).toBe('block');
  });

  it('lists no trusted paths once the skip rules are off', () => {
    const zones = ownedZones(seedCdn('default').zones);
    for (const zone of zones) zone.waf.skipEnabled = false;
    const report = buildSecurityReport(zones, 'newer', GENERATED);
    expect(report.topTrustedPaths).toEqual([]);
    expect(report.topTrustedBots.length).toBeGreaterThan(0);
  });

  it('recommends WordPress login protection only where it is off', () => {
    const zones = ownedZones(seedCdn('default').zones);
    const before =
      buildSecurityReport(zones, 'newer', GENERATED).ai?.languages.en?.recommendations ?? [];
    expect(before.some((text) => text.includes('WordPress'))).toBe(false);
    const aurora = zones[0];
    if (!aurora) throw new Error('seeded zone');
    aurora.security.wpLoginProtection = false;
    const after = buildSecurityReport(zones, 'newer', GENERATED).ai?.languages;
    expect(
      after?.en?.recommendations.some((text) =>
        text.includes('WordPress login protection for aurora-bakery.se'),
      ),
    ).toBe(true);
    expect(
      after?.sv?.recommendations.some((text) =>
        text.includes('inloggningsskyddet för WordPress på aurora-bakery.se'),
      ),
    ).toBe(true);
  });
});
