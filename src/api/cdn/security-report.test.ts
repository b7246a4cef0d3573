import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { signInAs } from '../../test/session';
import { fetchSecurityInsights } from './security-report';

describe('GET /api/v2/cdn/security-insights', () => {
  it('reads an answer with lists left out, unknown values and string failures', async () => {
    signInAs('owner');
    mockServer.use(
      http.get('*/api/v2/cdn/security-insights', () =>
        HttpResponse.json({
          status: 'archived',
          refreshPending: false,
          report: {
            windowStart: '2030-01-01T00:00:00.000Z',
            windowEnd: '2030-01-02T00:00:00.000Z',
            generatedAt: '2030-01-02T00:05:00.000Z',
            truncated: false,
            totals: {
              securityActionCount: 3,
              managedChallengeCount: 1,
              jsChallengeCount: 0,
              interactiveChallengeCount: 0,
              hardBlockCount: 2,
              solvedChallengeCount: 0,
              bypassedChallengeCount: 0,
              trustedSkipCount: 0,
              otherActionCount: 0,
              challengeCount: 1,
              challengePassedCount: 0,
              stoppedRequestCount: 3,
              challengePassRatePercent: 0,
            },
            zoneFailures: ['Analytics upstream timed out', { zoneId: 'cdn_x', extra: true }],
            somethingNew: { ignored: true },
          },
        }),
      ),
    );
    const insights = await fetchSecurityInsights();
    expect(insights.status).toBe('archived');
    expect(insights.report?.topCountries).toEqual([]);
    expect(insights.report?.zones).toEqual([]);
    expect(insights.report?.zoneFailures).toEqual([
      { zoneId: null, domain: null, reason: 'Analytics upstream timed out' },
      { zoneId: 'cdn_x' },
    ]);
  });
});
