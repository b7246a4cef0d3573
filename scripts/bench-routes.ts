import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config.ts';
import { routePages, type BenchPage } from './bench-pages.ts';
import { rememberedSession, requestsSeen, resetNamespace } from './bench-servers.ts';
import type { BenchRow } from './bench-table.ts';
import { seedDns } from '../src/mocks/dns/data.ts';

export const ROUTE_REQUEST_BUDGET = 3;

/** Pages allowed more than the common budget, each with why. */
const ROUTE_REQUEST_BUDGETS: Record<string, number> = {
  // The server, its firmware, its SSH access and its backups. The backups are read with the page
  // (they waited for scrolling before) so their restore buttons exist without scrolling: on a
  // phone, keyboard users and scripts could not reach them (issue 14).
  '/vps/vps_web01': ROUTE_REQUEST_BUDGET + 1,
  // The domain, its nameservers, its DNSSEC and, only while a renewal waits for an answer, that
  // order's invoice: the card names the invoice by its number and links to it (issue 18), which
  // the order (an invoice ID only) cannot do on its own.
  '/domains/dom_aurora01': ROUTE_REQUEST_BUDGET + 1,
  // The list and, for each zone it shows, that zone's records: the list shows every zone's check
  // counts (issue 17), read 4 at a time under the zone page's cache key so opening a zone then
  // costs nothing. The default account shows all its zones on one page.
  '/dns': 1 + seedDns('default').zones.length,
};

/** Loads one page signed in and counts the API requests the mock server saw until it settled. */
export async function countRequests(
  browser: Browser,
  panelUrl: string,
  mockUrl: string,
  page: BenchPage,
  index: number,
  { limit = ROUTE_REQUEST_BUDGET, name = `route load: ${page.name}` } = {},
): Promise<BenchRow> {
  const namespace = `bench-route-${index}-${Date.now()}`;
  await resetNamespace(mockUrl, namespace);
  const context = await browser.newContext({ baseURL: panelUrl, locale: 'en-GB' });
  await context.addInitScript(
    (session) => sessionStorage.setItem('panel.session', session),
    rememberedSession(namespace),
  );
  const tab = await context.newPage();
  try {
    await tab.goto(page.path, { waitUntil: 'networkidle' });
    const heading = tab.getByRole('main').getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ timeout: 15_000 });
    await tab.getByText('Loading…').first().waitFor({ state: 'hidden', timeout: 15_000 });
    // Anything a page sends on its own shortly after loading counts too.
    await tab.waitForTimeout(1500);
    const title = (await heading.textContent()) ?? '';
    const missing = title === 'Page not found';
    const seen = await requestsSeen(mockUrl, namespace);
    const note = missing ? 'page not built yet' : seen.length > limit ? seen.join(', ') : page.path;
    return {
      group: 'API requests',
      name,
      value: missing ? null : seen.length,
      unit: 'requests',
      limit,
      note,
    };
  } catch (error) {
    return {
      group: 'API requests',
      name,
      value: null,
      unit: 'requests',
      limit,
      ok: false,
      note: `did not load: ${String(error).split('\n')[0]}`,
    };
  } finally {
    await context.close();
  }
}

export async function measureRouteRequests(panelUrl: string, mockUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const rows: BenchRow[] = [];
    for (const [index, page] of routePages.entries())
      rows.push(
        await countRequests(browser, panelUrl, mockUrl, page, index, {
          limit: ROUTE_REQUEST_BUDGETS[page.path] ?? ROUTE_REQUEST_BUDGET,
        }),
      );
    return rows;
  } finally {
    await browser.close();
  }
}
