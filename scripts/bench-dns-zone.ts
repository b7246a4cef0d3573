import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config.ts';
import { LARGE_ACCOUNT } from '../src/mocks/large-account.ts';
import { LARGE_ZONE_ID } from '../src/mocks/large-account-dns.ts';
import { rememberedSession, resetNamespace } from './bench-servers.ts';
import { median, type BenchRow } from './bench-table.ts';

const CPU_SLOWDOWN = 4;
const RUNS = 3;
const ZONE_NAME = 'many-records.example';
/** A zone of the default account, for comparison (it is in the large account too). */
const SMALL_ZONE = { id: 'zone_aurora01', name: 'aurora-bakery.se' };
/** Matches one host and the alias pointing at it. */
const FILTER_TEXT = 'host-1999';
/** At 4× slowdown: the page is usable within 2.5 s, and a filter answers within INP's 200 ms. */
export const zoneBudgetsMs = { render: 2500, filter: 200 };

/** Milliseconds since navigation when the table named `name` first has more than `rows` rows. */
async function timeUntilRows(page: Page, name: string, rows: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ name, rows: wanted }) => {
      const table = [...document.querySelectorAll('table')].find(
        (candidate) => candidate.caption?.textContent === name,
      );
      return table && table.rows.length > wanted ? performance.now() : false;
    },
    { name, rows },
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** Types into the search field and waits, in the page, for the table to show only matches. */
async function timeFilter(page: Page): Promise<{ ms: number; shown: number }> {
  const search = await page.getByLabel('Search', { exact: true }).elementHandle();
  const table = await page.getByRole('table', { name: `Records of ${ZONE_NAME}` }).elementHandle();
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

/** Opens a zone with a remembered session at 4× CPU slowdown; returns the page once rows show. */
async function openZone(
  browser: Browser,
  panelUrl: string,
  namespace: string,
  zone: { id: string; name: string },
) {
  const context = await browser.newContext({
    baseURL: panelUrl,
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(
    (session) => sessionStorage.setItem('panel.session', session),
    rememberedSession(namespace),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`/dns/${zone.id}`);
  const renderMs = await timeUntilRows(page, `Records of ${zone.name}`, 5);
  return { page, renderMs, close: () => context.close() };
}

/**
 * Opens the 2,000-record zone of the large account at 4× CPU slowdown and times it; a small
 * zone opened the same way shows how much of that is the panel starting up.
 */
export async function measureLargeZone(panelUrl: string, mockUrl: string): Promise<BenchRow[]> {
  const namespace = `bench-zone-${Date.now()}`;
  await resetNamespace(mockUrl, namespace, 'large-account');
  const browser = await chromium.launch(chromiumLaunch);
  const group = `large zone (${LARGE_ACCOUNT.zoneRecords} records, ${CPU_SLOWDOWN}× CPU)`;
  try {
    const small: number[] = [];
    const large: number[] = [];
    const filters: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const smallZone = await openZone(browser, panelUrl, namespace, SMALL_ZONE);
      small.push(smallZone.renderMs);
      await smallZone.close();
      const largeZone = await openZone(browser, panelUrl, namespace, {
        id: LARGE_ZONE_ID,
        name: ZONE_NAME,
      });
      large.push(largeZone.renderMs);
      filters.push((await timeFilter(largeZone.page)).ms);
      await largeZone.close();
    }
    return [
      {
        group,
        name: 'render: navigation to first rows',
        value: median(large),
        unit: 'ms',
        limit: zoneBudgetsMs.render,
        note: `a 13-record zone: ${Math.round(median(small))} ms`,
      },
      {
        group,
        name: `filter "${FILTER_TEXT}"`,
        value: median(filters),
        unit: 'ms',
        limit: zoneBudgetsMs.filter,
      },
    ];
  } catch (error) {
    return [
      {
        group,
        name: 'render and filter',
        value: null,
        unit: 'ms',
        limit: null,
        ok: false,
        note: `could not measure: ${String(error).split('\n')[0]}`,
      },
    ];
  } finally {
    await browser.close();
  }
}
