import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config.ts';
import { LARGE_ACCOUNT } from '../src/mocks/large-account.ts';
import { LARGE_ZONE_ID } from '../src/mocks/large-account-dns.ts';
import { rememberedSession, resetNamespace } from './bench-servers.ts';
import type { BenchRow } from './bench-table.ts';

const CPU_SLOWDOWN = 4;
const ZONE_NAME = 'many-records.example';
const TABLE_NAME = `Records of ${ZONE_NAME}`;
/** Matches one host and the alias pointing at it. */
const FILTER_TEXT = 'host-1999';
export const zoneBudgetsMs = { render: 2000, filter: 300 };

/** Milliseconds since navigation when the records table first has at least `rows` rows. */
async function timeUntilRows(page: Page, rows: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ name, rows: wanted }) => {
      const table = [...document.querySelectorAll('table')].find((candidate) => candidate.caption?.textContent === name);
      return table && table.rows.length > wanted ? performance.now() : false;
    },
    { name: TABLE_NAME, rows },
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** Types into the search field and waits, in the page, for the table to show only matches. */
async function timeFilter(page: Page): Promise<{ ms: number; shown: number }> {
  const search = await page.getByLabel('Search', { exact: true }).elementHandle();
  const table = await page.getByRole('table', { name: TABLE_NAME }).elementHandle();
  if (!search || !table) throw new Error('the zone page has no Search field or records table');
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    async ([input, records, text]) => {
      const field = input as HTMLInputElement;
      const tableElement = records as HTMLTableElement;
      const start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const shown = [...tableElement.tBodies].reduce((sum, body) => sum + body.rows.length, 0);
        if (shown > 0 && shown < 10) return { ms: performance.now() - start, shown };
      }
    },
    [search, table, FILTER_TEXT] as const,
  );
}

/** Opens the 2,000-record zone of the large account at 4× CPU slowdown and times it. */
export async function measureLargeZone(panelUrl: string, mockUrl: string): Promise<BenchRow[]> {
  const namespace = `bench-zone-${Date.now()}`;
  await resetNamespace(mockUrl, namespace, 'large-account');
  const browser = await chromium.launch(chromiumLaunch);
  const group = `large zone (${LARGE_ACCOUNT.zoneRecords} records, ${CPU_SLOWDOWN}× CPU)`;
  try {
    const context = await browser.newContext({ baseURL: panelUrl, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await context.addInitScript((session) => sessionStorage.setItem('panel.session', session), rememberedSession(namespace));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/dns/${LARGE_ZONE_ID}`);
    const render = await timeUntilRows(page, 10);
    const filter = await timeFilter(page);
    return [
      { group, name: 'render: navigation to first rows', value: render, unit: 'ms', limit: zoneBudgetsMs.render },
      { group, name: `filter "${FILTER_TEXT}"`, value: filter.ms, unit: 'ms', limit: zoneBudgetsMs.filter, note: `${filter.shown} row(s) shown` },
    ];
  } catch (error) {
    return [{ group, name: 'render and filter', value: null, unit: 'ms', limit: null, ok: false, note: `could not measure: ${String(error).split('\n')[0]}` }];
  } finally {
    await browser.close();
  }
}
