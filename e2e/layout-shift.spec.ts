import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, type MockApi } from './fixtures';
import { stall, type Stall } from './faults';

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

/** Reads held together and let go together: those matching `path`, `reads` of them. */
interface ReadsInTurn {
  path: RegExp;
  reads: number;
}

/** Every read at once: how a list or the home meets a network that answers together. */
const allReads: ReadsInTurn[] = [{ path: /^\/api\/v2\//, reads: 1 }];

/**
 * Opens `path` signed in with its API reads held until its loading state has painted, lets them
 * go a group at a time (`inTurn`: each group once it has been asked for and what came before it
 * has painted), waits for everything in `arrived` (what the page shows once they have answered)
 * and returns the shifts the browser saw meanwhile.
 */
async function shiftsAsReadsArrive(
  page: Page,
  mock: MockApi,
  path: string,
  arrived: (page: Page) => Locator[],
  inTurn = allReads,
): Promise<Shift[]> {
  await signIn(page, mock, { remember: true });
  await watchShifts(page);
  const groups: Stall[] = [];
  for (const group of inTurn) groups.push(await stall(page, { method: 'GET', path: group.path }));
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  await afterPaint(page);

  for (const [index, reads] of groups.entries()) {
    await reads.waitForHeld(inTurn[index]?.reads);
    await afterPaint(page);
    await reads.release();
  }
  for (const shown of arrived(page)) await expect(shown).toBeVisible();
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
      const arrived = (shown: Page) => [shown.getByRole('region', { name: table })];
      expect(await shiftsAsReadsArrive(page, mock, path, arrived)).toEqual([]);
    });
  }
});

test.describe('the home as its reads arrive on a phone', () => {
  test('does not move what was shown under the reader', async ({ page, mock }) => {
    // The last item to come: the SSH access it needed the server list to ask for.
    const arrived = (shown: Page) => [
      shown
        .getByRole('list', { name: 'Things that need your attention' })
        .getByText(/Live SSH access of legacy-04 cannot be read/),
    ];
    expect(await shiftsAsReadsArrive(page, mock, '/', arrived)).toEqual([]);
  });

  test('an empty account’s welcome does not push the page down', async ({ page, mock }) => {
    await mock.scenario('empty-account');
    const arrived = (shown: Page) => [
      shown.getByRole('heading', { name: 'Welcome! Let’s get started' }),
    ];
    expect(await shiftsAsReadsArrive(page, mock, '/', arrived)).toEqual([]);
  });
});

test.describe('a page whose sections read their own data, on a phone', () => {
  test('the domain page does not move its sections as their reads arrive after its own', async ({
    page,
    mock,
  }) => {
    const arrived = (shown: Page) => [
      shown.getByRole('table', { name: 'Current nameservers' }),
      shown.getByRole('table', { name: 'DS records' }),
      shown.getByRole('region', { name: 'Renewal' }).getByRole('link', { name: '2026-111' }),
    ];
    // The domain first, then what its sections ask for once it is shown: the nameservers, the
    // DNSSEC records and the renewal's invoice.
    const inTurn = [
      { path: /\/domains\/dom_aurora01$/, reads: 1 },
      { path: /\/(nameservers|dnssec)$|\/invoices\/inv_renew01$/, reads: 3 },
    ];
    expect(await shiftsAsReadsArrive(page, mock, '/domains/dom_aurora01', arrived, inTurn)).toEqual(
      [],
    );
  });
});
