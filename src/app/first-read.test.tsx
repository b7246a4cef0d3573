import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyResponses, untakenEarlyResponses } from '../api/core/early-responses';
import { endSession } from '../api/core/session-store';
import { matchRoutes } from 'react-router';
import {
  startFirstRead as startFirstReadOf,
  startFirstReadAfterPaint,
} from '../components/routing/first-read';
import { deferred } from '../test/deferred';
import { renderApp } from '../test/render';
import type { ScenarioName } from '../mocks/scenarios';
import { resetMockState } from '../mocks/state';
import { mockState, signInAs } from '../test/session';
import { routes } from './routes';

const pagesWithAFirstRead = [
  ['/', 'GET /api/v2/domains?limit=100'],
  ['/domains', 'GET /api/v2/domains?limit=100'],
  ['/domains/dom_aurora01', 'GET /api/v2/domains/dom_aurora01'],
  ['/dns', 'GET /api/v2/dns-zones?limit=100'],
  ['/dns/zone_aurora01', 'GET /api/v2/dns-zones/zone_aurora01'],
  ['/cdn', 'GET /api/v2/domains?limit=100'],
  ['/cdn/security', 'GET /api/v2/cdn/security-insights'],
  ['/vps', 'GET /api/v2/vps?limit=100'],
  ['/vps/ssh-keys', 'GET /api/v2/ssh-keys?limit=100'],
  ['/vps/vps_web01', 'GET /api/v2/vps/vps_web01'],
  ['/hosting', 'GET /api/v2/shared-hosting?limit=100'],
  ['/hosting/acct_aurora01/email', 'GET /api/v2/shared-hosting/acct_aurora01'],
  ['/billing', 'GET /api/v2/billing/invoices?limit=100'],
  ['/billing/invoices/inv_2026110', 'GET /api/v2/billing/invoices/inv_2026110'],
  ['/billing/recipients', 'GET /api/v2/billing/payment-methods/contacts?limit=100'],
] as const;

/**
 * The default account's security report is being refreshed, and its page asks again every 5 s:
 * a ready report, so "asks nothing twice" does not depend on the page settling within 5 s.
 */
const scenarioFor: Partial<Record<string, ScenarioName>> = { '/cdn/security': 'cdn-report-ready' };

/** What the start-up does: the router's matches for the opened URL. */
const startFirstRead = (path: string) => startFirstReadOf(matchRoutes(routes, path) ?? []);

const received = (request: { method: string; path: string; search: string }) =>
  `${request.method} ${request.path}${request.search}`;

describe('a cold start reads the page’s data beside the download of its code', () => {
  afterEach(() => dropEarlyResponses());

  it.each(pagesWithAFirstRead)(
    '%s: the page takes the read started before it loaded, and asks nothing twice',
    async (path, expected) => {
      resetMockState(scenarioFor[path]);
      signInAs('owner');
      expect(startFirstRead(path)).not.toBeNull();
      await waitFor(() => expect(mockState().requests.map(received)).toEqual([expected]));

      const { queryClient } = renderApp(path);
      await waitFor(() => expect(untakenEarlyResponses()).toEqual([]));
      // The page's frame shows a heading first and the page replaces it: wait for one that stays.
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeVisible());
      // Settled: the page's own reads and its sections' are answered, so none outlives the test
      // and lands in the next one. Both at once: a section that has just appeared shows
      // "Loading…" a moment before its read starts, while nothing is being fetched yet.
      await waitFor(() => {
        expect(screen.queryAllByText(/Loading…/)).toEqual([]);
        expect(queryClient.isFetching()).toBe(0);
      });
      expect(
        mockState()
          .requests.map(received)
          .filter((request) => request === expected),
      ).toHaveLength(1);
    },
  );

  it('asks nothing before the frame has painted, then reads for the page open at that moment', async () => {
    signInAs('owner');
    const painted = deferred();
    const router = { state: { matches: matchRoutes(routes, '/vps') ?? [] } };
    const started = startFirstReadAfterPaint(router, painted.promise);
    // Nothing shares the link with the shell's download while the frame is still to paint.
    await Promise.resolve();
    expect(untakenEarlyResponses()).toEqual([]);

    router.state.matches = matchRoutes(routes, '/billing') ?? [];
    painted.resolve();
    expect(await started).not.toBeNull();
    await waitFor(() =>
      expect(mockState().requests.map(received)).toEqual([
        'GET /api/v2/billing/invoices?limit=100',
      ]),
    );
  });

  it('starts nothing without a session, or on a page that names no first read', () => {
    endSession('signed_out');
    expect(startFirstRead('/domains')).toBeNull();
    signInAs('owner');
    expect(startFirstRead('/domains/bulk-dns')).toBeNull();
    expect(startFirstRead('/sign-in')).toBeNull();
    expect(mockState().requests).toEqual([]);
  });

  it('forgets a read nobody took when the session ends', () => {
    signInAs('owner');
    startFirstRead('/vps');
    endSession('signed_out');
    expect(untakenEarlyResponses()).toEqual([]);
  });
});
