import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import type { ScenarioName } from '../../../mocks/scenarios';
import { resetNamespace } from '../../../mocks/state';
import { renderApp, type RenderAppOptions } from '../../../test/render';
import { mockState } from '../../../test/session';

const reportGets = () =>
  mockState().requests.filter((request) => request.path === '/api/v2/cdn/security-insights');
const en = new Intl.NumberFormat('en-GB');

function openReport(scenario: ScenarioName = 'default', options: RenderAppOptions = {}) {
  resetNamespace('default', scenario);
  const view = renderApp('/cdn/security', options);
  return { ...view, user: userEvent.setup() };
}

function servedReport() {
  const report = mockState().cdn.insights.report;
  if (!report) throw new Error('this scenario has a report');
  return report;
}

describe('CDN security report page', () => {
  it('shows the older report as stale, then the newer one when the refresh is done', async () => {
    const { user } = openReport();
    expect(await screen.findByText('A newer report is on its way')).toBeInTheDocument();
    const older = servedReport();
    const headline = screen.getByRole('region', { name: 'The last 24 hours in numbers' });
    expect(headline).toHaveTextContent(en.format(older.totals.securityActionCount));

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await screen.findByRole('button', { name: 'Check now' });
    await user.click(screen.getByRole('button', { name: 'Check now' }));

    expect(await screen.findByText('The newer report is here.')).toBeInTheDocument();
    expect(screen.queryByText('A newer report is on its way')).not.toBeInTheDocument();
    const newer = servedReport();
    expect(newer.generatedAt > older.generatedAt).toBe(true);
    expect(screen.getByRole('region', { name: 'The last 24 hours in numbers' })).toHaveTextContent(
      `at least ${en.format(newer.totals.securityActionCount)}`,
    );
    // How many reads that took depends on the clock: the page also asks every 5 s on its own.
    expect(reportGets().length).toBeGreaterThanOrEqual(3);
  });

  it('waits for a first report and shows it once it is ready', async () => {
    const { user } = openReport('cdn-report-pending');
    expect(await screen.findByText('Preparing your first report')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'The last 24 hours in numbers' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await screen.findByRole('button', { name: 'Check now' });
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(
      await screen.findByRole('region', { name: 'The last 24 hours in numbers' }),
    ).toBeInTheDocument();
  });

  it.each<[ScenarioName, string, string]>([
    [
      'cdn-report-failed',
      'The report could not be generated',
      'The last attempt to build the report failed.',
    ],
    ['cdn-report-none', 'No zones to report on', 'Put a domain behind the CDN'],
    [
      'cdn-report-unsupported',
      'The security report is not available',
      'The CDN integration is not available for this account',
    ],
  ])('explains the %s status', async (scenario, title, text) => {
    openReport(scenario);
    const heading = await screen.findByText(title);
    expect(heading.parentElement).toHaveTextContent(text);
    expect(
      screen.queryByRole('region', { name: 'The last 24 hours in numbers' }),
    ).not.toBeInTheDocument();
  });

  it('marks every count of a truncated report as a minimum', async () => {
    openReport('cdn-report-ready');
    expect(await screen.findByText(/counts marked “at least” are minimums/)).toBeInTheDocument();
    const report = servedReport();
    const headline = screen.getByRole('region', { name: 'The last 24 hours in numbers' });
    expect(
      within(headline).getByText(`at least ${en.format(report.totals.stoppedRequestCount)}`),
    ).toBeInTheDocument();
    const trend = report.trendPercent ?? 0;
    expect(headline).toHaveTextContent(
      `Up ${trend}% from ${en.format(report.previousSecurityActionCount ?? 0)} the day before`,
    );
  });

  it('explains a low pass rate as the audience filter, not an attack', async () => {
    openReport('cdn-report-ready');
    const section = await screen.findByRole('region', { name: 'Challenge pass rate' });
    const report = servedReport();
    expect(section).toHaveTextContent(
      `${report.totals.challengePassRatePercent}% of at least ${en.format(report.totals.challengeCount)} challenged requests passed.`,
    );
    expect(section).toHaveTextContent(
      /usually comes from a narrow audience filter, not from an attack/,
    );
    expect(section).toHaveTextContent(/most of the challenged traffic was probably automated/);
  });

  it('draws the hourly chart with a text alternative and the numbers as a table', async () => {
    const { user } = openReport('cdn-report-ready');
    const chart = await screen.findByRole('img', { name: 'Security actions per hour' });
    expect(chart).toHaveAccessibleDescription(
      /^Hourly counts from .* Busiest hour: .*, with at least [\d,]+ actions\. Total: at least [\d,]+\.$/,
    );
    await user.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: 'Security actions per hour' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
  });

  it('lists the zones with their audience filter and links to their settings', async () => {
    openReport('cdn-report-ready');
    const zones = await screen.findByRole('table', { name: 'Security actions per zone' });
    const aurora = within(zones).getByRole('row', { name: /aurora-bakery\.se/ });
    expect(aurora).toHaveTextContent(
      'Challenges visitors outside Sweden, Norway, Denmark or Finland',
    );
    expect(within(aurora).getByRole('link', { name: 'aurora-bakery.se' })).toHaveAttribute(
      'href',
      '/cdn/cdn_aurora01',
    );
    expect(within(zones).getByRole('row', { name: /nordicfjord\.com/ })).toHaveTextContent(
      'counts are minimums',
    );
    expect(screen.getByText('Zones missing from the report').parentElement).toHaveTextContent(
      'granit-it.se: Firewall events are not available until the zone is active.',
    );
    expect(within(zones).queryByRole('row', { name: /granit-it\.se/ })).toBeNull();
  });

  it('names each verified bot’s category under the bot, in the panel’s language', async () => {
    openReport('cdn-report-ready', { language: 'sv' });
    const bots = await screen.findByRole('table', { name: 'Verifierade robotar' });
    expect(within(bots).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(bots).getByRole('rowheader', { name: 'Googlebot Sökmotor' })).toBeInTheDocument();
  });

  it('writes every share and pass rate in a column with one decimal, so the figures line up', async () => {
    openReport('cdn-report-ready');
    const column = (table: HTMLElement, header: string) => {
      const headers = within(table).getAllByRole('columnheader');
      const at = headers.findIndex((cell) => cell.textContent === header);
      expect(at).toBeGreaterThanOrEqual(0);
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('th, td')[at]?.textContent ?? '');
    };
    const zones = await screen.findByRole('table', { name: 'Security actions per zone' });
    const paths = screen.getByRole('table', { name: 'Top paths' });
    const figures = [
      ...column(zones, 'Share'),
      ...column(zones, 'Pass rate').filter((cell) => cell !== '—'),
      ...column(paths, 'Share of all actions'),
    ];
    expect(figures.length).toBeGreaterThan(5);
    for (const figure of figures) expect(figure).toMatch(/^\d+\.\d%$/);
  });

  it('names countries and actions in the panel’s language, and uses the Swedish summary', async () => {
    openReport('cdn-report-ready', { language: 'sv' });
    const countries = await screen.findByRole('table', { name: 'Vanligaste länderna' });
    expect(within(countries).getByRole('rowheader', { name: 'USA' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Vidtagna åtgärder' })).getByRole('rowheader', {
        name: 'Hanterad utmaning',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Sammanfattning' });
    expect(summary).toHaveTextContent(servedReport().ai?.languages.sv?.headline ?? 'missing');
    expect(within(summary).getByText(/säkerhetsåtgärder i 2 zoner/)).toBeInTheDocument();
    // The server's reason for a missing zone has no code: its English is passed on, marked.
    expect(screen.getByText('Zoner som saknas i rapporten').parentElement).toHaveTextContent(
      'granit-it.se: Från servern (på engelska): Firewall events are not available until the zone is active.',
    );
  });

  it('says when the summary is only in the other language', async () => {
    resetNamespace('default', 'cdn-report-ready');
    const insights = mockState().cdn.insights;
    const ai = insights.report?.ai;
    if (!insights.report || !ai?.languages.en) throw new Error('seeded summary');
    insights.report = { ...insights.report, ai: { ...ai, languages: { en: ai.languages.en } } };
    renderApp('/cdn/security', { language: 'sv' });
    const summary = await screen.findByRole('region', { name: 'Sammanfattning' });
    expect(summary).toHaveTextContent('Sammanfattningen finns bara på engelska.');
    expect(summary).toHaveTextContent(ai.languages.en.headline);
  });

  it('shows a server error with what support needs', async () => {
    mockServer.use(
      http.get('*/api/v2/cdn/security-insights', ({ request }) =>
        problem({
          status: 500,
          code: 'internal_error',
          detail: 'Report store unavailable.',
          instance: new URL(request.url).pathname,
        }),
      ),
    );
    renderApp('/cdn/security');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Report store unavailable.');
    expect(alert).toHaveTextContent('internal_error');
  });

  it('tells an unknown status apart from the known ones', async () => {
    mockServer.use(
      http.get('*/api/v2/cdn/security-insights', () =>
        HttpResponse.json({ status: 'archived', refreshPending: false, report: null }),
      ),
    );
    renderApp('/cdn/security');
    expect(
      await screen.findByText(/a report status this panel does not know: archived/),
    ).toBeInTheDocument();
  });
});
