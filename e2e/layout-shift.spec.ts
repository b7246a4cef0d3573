import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, type MockApi } from './fixtures';
import { stall } from './faults';

/** What moved on the page: each layout shift the browser reported, with what it moved. */
interface Shift {
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    shiftsSeen?: Shift[];
  }
}

/** Records every layout shift of each document from its first paint (the browser's own measure). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Shift[] = [];
    window.shiftsSeen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName} ${source.node.textContent?.slice(0, 60) ?? ''}`
            : String(source.node?.nodeName),
        );
        seen.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Two frames later: whatever the page showed has been painted (and any shift reported). */
const afterPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * Opens `path` signed in with every API read held until its loading state has painted, lets the
 * reads go, waits for `arrived` (what the page shows once they have answered) and returns the
 * shifts the browser saw meanwhile.
 */
async function shiftsAsReadsArrive(
  page: Page,
  mock: MockApi,
  path: string,
  arrived: (page: Page) => Locator,
): Promise<Shift[]> {
  await signIn(page, mock, { remember: true });
  await watchShifts(page);
  const reads = await stall(page, { method: 'GET', path: /^\/api\/v2\// });
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  await afterPaint(page);

  await reads.release();
  await expect(arrived(page)).toBeVisible();
  await afterPaint(page);
  return page.evaluate(() => window.shiftsSeen ?? []);
}

const lists = [
  { path: '/domains', table: 'Domains' },
  { path: '/dns', table: 'DNS zones' },
  { path: '/cdn', table: 'CDN zones' },
  { path: '/vps', table: 'Servers' },
  { path: '/hosting', table: 'Hosting accounts' },
  { path: '/billing', table: 'Invoices' },
];

// A phone, where the list's toolbar wraps onto lines of its own above the rows.
test.use({ viewport: { width: 412, height: 823 } });

test.describe('a list page as its rows arrive on a phone', () => {
  for (const { path, table } of lists) {
    test(`${path} does not move what was shown under the reader`, async ({ page, mock }) => {
      const arrived = (shown: Page) => shown.getByRole('region', { name: table });
      expect(await shiftsAsReadsArrive(page, mock, path, arrived)).toEqual([]);
    });
  }
});

test.describe('the home as its reads arrive on a phone', () => {
  test('does not move what was shown under the reader', async ({ page, mock }) => {
    // The last item to come: the SSH access it needed the server list to ask for.
    const arrived = (shown: Page) =>
      shown
        .getByRole('list', { name: 'Things that need your attention' })
        .getByText(/Live SSH access of legacy-04 cannot be read/);
    expect(await shiftsAsReadsArrive(page, mock, '/', arrived)).toEqual([]);
  });

  test('an empty account’s welcome does not push the page down', async ({ page, mock }) => {
    await mock.scenario('empty-account');
    const arrived = (shown: Page) =>
      shown.getByRole('heading', { name: 'Welcome! Let’s get started' });
    expect(await shiftsAsReadsArrive(page, mock, '/', arrived)).toEqual([]);
  });
});
