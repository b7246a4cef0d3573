import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { rewrite } from './faults';
import { chooseLanguage } from './shell-controls';
import { cardLabelsTooWide, cellBaselines } from './text-lines';

interface ListCase {
  path: string;
  table: string;
  search: string;
  filter: { label: string; option: string; param: string; value: string } | null;
  sortBy: string;
}

// One round trip per list: search, filter and sort go into the URL, a reload shows the same
// view, Back undoes the last change and Forward brings it back.
const lists: ListCase[] = [
  {
    path: '/domains',
    table: 'Domains',
    search: 'e',
    filter: { label: 'Status', option: 'Active', param: 'status=active', value: 'active' },
    sortBy: 'Expires',
  },
  {
    path: '/dns',
    table: 'DNS zones',
    search: 'e',
    filter: { label: 'CDN', option: 'No CDN', param: 'cdn=off', value: 'off' },
    sortBy: 'Records',
  },
  { path: '/cdn', table: 'CDN zones', search: 'e', filter: null, sortBy: 'CDN zone' },
  {
    path: '/vps',
    table: 'Servers',
    search: 'e',
    filter: { label: 'Status', option: 'Running', param: 'status=running', value: 'running' },
    sortBy: 'Size',
  },
  {
    path: '/hosting',
    table: 'Hosting accounts',
    search: 'a',
    filter: { label: 'Platform', option: 'cPanel', param: 'platform=cpanel', value: 'cpanel' },
    sortBy: 'Plan',
  },
  {
    path: '/billing',
    table: 'Invoices',
    search: '2026',
    filter: { label: 'Status', option: 'Paid', param: 'status=paid', value: 'paid' },
    sortBy: 'Amount',
  },
  // Lists that came from the old cursor pager; the server page's backups prefix their parameters.
  {
    path: '/vps/vps_web01',
    table: 'Backups of web-01',
    search: 'a',
    filter: {
      label: 'Kind',
      option: 'Automatic',
      param: 'backups-kind=automatic',
      value: 'automatic',
    },
    sortBy: 'Size',
  },
  {
    path: '/vps/ssh-keys',
    table: 'Account SSH keys',
    search: 'e',
    filter: { label: 'Type', option: 'Ed25519', param: 'type=ed25519', value: 'ed25519' },
    sortBy: 'Added',
  },
  {
    path: '/hosting/acct_aurora01/ssh-keys',
    table: 'SSH keys on the account',
    search: 'e',
    filter: {
      label: 'Access',
      option: 'Authorized',
      param: 'access=authorized',
      value: 'authorized',
    },
    sortBy: 'Access',
  },
  {
    path: '/hosting/acct_aurora01/email',
    table: 'Mailboxes on the account',
    search: 'a',
    filter: {
      label: 'Domain',
      option: 'aurora-bakery.se',
      param: 'domain=aurora-bakery.se',
      value: 'aurora-bakery.se',
    },
    sortBy: 'Storage used',
  },
  {
    path: '/hosting/acct_aurora01/databases',
    table: 'Database restore points',
    search: 'aurora',
    filter: {
      label: 'Database',
      option: 'aurora_wp',
      param: 'database=aurora_wp',
      value: 'aurora_wp',
    },
    sortBy: 'Size',
  },
  {
    path: '/billing/recipients',
    table: 'Invoice-copy recipients',
    search: 'example',
    filter: null,
    sortBy: 'Description',
  },
];

// Some lists fill a cell after the rows (the DNS zone list's check counts say "Checking…" until
// each zone's records are read), so the rows are read once nothing in the table is pending.
const rowNames = async (page: Page, table: string) => {
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await expect(rows.getByText('Checking…')).toHaveCount(0);
  return rows.allInnerTexts();
};

test.describe('lists keep their view in the URL', () => {
  for (const list of lists) {
    test(`${list.table}: filter and sort survive a reload, Back undoes the last change, Forward redoes it`, async ({
      page,
      mock,
    }) => {
      await signIn(page, mock, { remember: true });
      await page.goto(list.path);
      const table = page.getByRole('table', { name: list.table });
      await expect(table).toBeVisible();
      await page.getByLabel('Search').fill(list.search);
      if (list.filter)
        await page.getByLabel(list.filter.label, { exact: true }).selectOption({
          label: list.filter.option,
        });
      const header = table.getByRole('columnheader', { name: list.sortBy });
      await header.getByRole('button').click();
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/sort=/);
      if (list.filter) await expect(page).toHaveURL(new RegExp(list.filter.param));
      const rows = await rowNames(page, list.table);
      expect(rows.length).toBeGreaterThan(1);

      await page.reload();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByLabel('Search')).toHaveValue(list.search);
      await expect.poll(() => rowNames(page, list.table)).toEqual(rows);
      await expectNoAxeViolations(page);

      await page.goBack();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await page.goBack();
      await expect(header).toHaveAttribute('aria-sort', 'none');
      if (list.filter)
        await expect(page.getByLabel(list.filter.label, { exact: true })).toHaveValue(
          list.filter.value,
        );

      await page.goForward();
      await page.goForward();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(() => rowNames(page, list.table)).toEqual(rows);
    });
  }

  test('1,000 domains: what is loaded, load all, totals and pages', async ({ page, mock }) => {
    await mock.scenario('large-account');
    await signIn(page, mock, { remember: true });
    await page.goto('/domains');
    await expect(
      page.getByText('100 loaded, the server has more.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('1–20 of 100 loaded')).toBeVisible();
    await page.getByRole('button', { name: 'Load all' }).click();
    await expect(page.getByText('1–20 of 1,000', { exact: true })).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('50');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('51–100 of 1,000', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/size=50&page=2|page=2.*size=50|size=50.*page=2/);
    await page.reload();
    // After a reload the first hundred are loaded again; the page and its size are kept.
    await expect(page.getByText('51–100 of 100 loaded')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('1–50 of 100 loaded')).toBeVisible();
  });
});

test.describe('a list on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows each row as a card without sideways scrolling', async ({ page, mock }) => {
    await signIn(page, mock, { remember: true });
    await page.goto('/vps');
    await expect(page.getByRole('table', { name: 'Servers' })).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Region' });
    await expect(page).toHaveURL(/sort=region/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('gives each card label room for its longest word, a long Swedish one too', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    await page.goto('/hosting/acct_aurora01/databases');
    await chooseLanguage(page, 'sv');
    const cells = page.locator('[data-label="Återställningspunkt"]');
    await expect(cells.first()).toBeVisible();
    expect(await cells.evaluateAll(cardLabelsTooWide)).toEqual([]);
  });

  for (const path of ['/domains', '/dns', '/cdn', '/vps', '/hosting', '/billing'])
    test(`${path} lines up the values of a card, beside long Swedish labels too`, async ({
      page,
      mock,
    }) => {
      await signIn(page, mock, { remember: true });
      await page.goto(path);
      await chooseLanguage(page, 'sv');
      const card = page.getByRole('main').getByRole('table').first().getByRole('row').nth(1);
      await expect(card.getByRole('link').first()).toBeVisible();
      // Each cell is a grid of its label and its value: where the value starts, per label.
      const valueStarts = await card
        .locator('td, th')
        .evaluateAll((cells) =>
          cells.map((cell) => [
            cell.getAttribute('data-label'),
            Math.round(cell.firstElementChild?.getBoundingClientRect().left ?? -1),
          ]),
        );
      expect(valueStarts.length).toBeGreaterThan(1);
      const first = valueStarts[0]?.[1];
      expect(valueStarts).toEqual(valueStarts.map(([label]) => [label, first]));
    });

  test('opens each Export CSV menu within the screen, from a button at either edge', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    for (const { path, region } of [
      { path: '/domains/dom_aurora01', region: 'DNSSEC' },
      { path: '/hosting', region: null },
    ]) {
      await page.goto(path);
      const scope = region ? page.getByRole('region', { name: region }) : page.getByRole('main');
      await scope.getByText('Export CSV').first().click();
      const option = scope.getByRole('button', { name: /^Rows as shown/ }).first();
      await expect(option).toBeVisible();
      const menu = (await option.locator('xpath=..').boundingBox())!;
      expect(menu.x, `${path}: the menu's left edge`).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width, `${path}: the menu's right edge`).toBeLessThanOrEqual(360);
    }
  });
});

test('keeps the filters in line with a search field that has a hint, which still describes it', async ({
  page,
  mock,
}) => {
  await signIn(page, mock, { path: '/vps/ssh-keys' });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAccessibleDescription('Name or fingerprint');
  const boxes = [search, page.getByRole('combobox', { name: 'Type' })];
  const [searchBox, filterBox] = await Promise.all(boxes.map((box) => box.boundingBox()));
  // The row lines its controls up by their lower edges, and they are one height, so their
  // labels stand on one line too.
  const bottom = (box: typeof searchBox) => Math.round((box?.y ?? 0) + (box?.height ?? 0));
  expect(bottom(filterBox)).toBe(bottom(searchBox));
  expect(filterBox?.height).toBe(searchBox?.height);
});

for (const [path, section] of [
  ['/vps/vps_web01', 'Backups'],
  ['/hosting/acct_aurora01/email', 'Mailboxes'],
  ['/hosting/acct_aurora01/databases', 'Database backups'],
  ['/hosting/acct_aurora01/ssh-keys', 'SSH keys'],
] as const)
  test(`a list in the section "${section}" lines up with its title, its search close under it`, async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path });
    const region = page.getByRole('region', { name: section, exact: true });
    await expect(region.getByRole('row').nth(1)).toBeVisible();
    const layout = await region.evaluate((element) => {
      const textLeft = (node: Element | null | undefined) => {
        if (!node) return null;
        const range = document.createRange();
        range.selectNodeContents(node);
        return Math.round(range.getClientRects()[0]?.left ?? -1);
      };
      const header = element.querySelector('h2');
      const label = [...element.querySelectorAll('label')].find(
        (candidate) => candidate.textContent === 'Search',
      );
      const headerBottom = header?.closest('div.border-b')?.getBoundingClientRect().bottom ?? 0;
      return {
        starts: [
          textLeft(header),
          textLeft(label),
          textLeft(element.querySelector('thead th > *, thead th')),
          textLeft(element.querySelector('tbody tr > *')),
        ],
        searchBelowHeader: Math.round((label?.getBoundingClientRect().top ?? 0) - headerBottom),
      };
    });
    const [title] = layout.starts;
    expect(layout.starts).toEqual([title, title, title, title]);
    expect(layout.searchBelowHeader).toBeLessThanOrEqual(24);
  });

for (const [path, table] of [
  ['/hosting/acct_aurora01/email', 'Mailboxes on the account'],
  ['/vps/vps_web01', 'Backups of web-01'],
  ['/vps/ssh-keys', 'SSH keys'],
  ['/billing', 'Invoices'],
  ['/domains', 'Domains'],
] as const)
  test(`the table "${table}" sets each row's texts on one line, a button's word and a badge too`, async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path });
    const rows = page.getByRole('table', { name: table }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 3)) {
      const baselines = await row.evaluate(cellBaselines);
      expect(baselines.length).toBeGreaterThan(2);
      const first = baselines[0]?.at ?? 0;
      expect(baselines.filter((cell) => Math.abs(cell.at - first) > 1.5)).toEqual([]);
    }
  });

test('every list page offers its related pages alike: bordered buttons in its header', async ({
  page,
  mock,
}) => {
  await signIn(page, mock);
  const looks = new Map<string, string>();
  for (const [area, title] of [
    ['Domains', 'Domains'],
    ['DNS', 'DNS zones'],
    ['CDN', 'CDN'],
    ['Servers', 'Servers'],
    ['Billing', 'Invoices'],
  ]) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: area, exact: true })
      .click();
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const links = header.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const look = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.borderTopWidth, style.borderTopColor, style.fontSize]
          .concat(style.paddingTop, style.textDecorationLine)
          .join(' ');
      });
      looks.set(`${area} ${await link.textContent()}`, look);
    }
  }
  expect(new Set(looks.values()).size, JSON.stringify([...looks], null, 1)).toBe(1);
});

test('exports the rows shown as CSV, byte for byte, a formula neutralised', async ({
  page,
  mock,
}) => {
  await rewrite(page, { method: 'GET', path: /\/shared-hosting$/ }, (body) => {
    const page = body as { data: { id: string; name: string }[] };
    for (const account of page.data)
      if (account.id === 'acct_aurora01') account.name = "=cmd|' /C calc'!A0";
    return page;
  });
  await signIn(page, mock, { remember: true });
  await page.goto('/hosting?q=%3Dcmd');
  await expect(page.getByRole('table', { name: 'Hosting accounts' }).getByRole('row')).toHaveCount(
    2,
  );
  await page.getByText('Export CSV').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Rows as shown \(1\)/ }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(bytes.toString('utf8')).toBe(
    '\uFEFFAccount,ID,Primary domain,Plan,Status,Platform\r\n' +
      `"'=cmd|' /C calc'!A0",acct_aurora01,aurora-bakery.se,Business,Active,cPanel\r\n`,
  );
});

test('exports mailboxes with their storage as numbers, in the order shown', async ({
  page,
  mock,
}) => {
  await signIn(page, mock, { remember: true });
  await page.goto('/hosting/acct_aurora01/email?domain=aurora-bakery.se&sort=usage&order=desc');
  await expect(
    page.getByRole('table', { name: 'Mailboxes on the account' }).getByRole('row'),
  ).toHaveCount(3);
  await page.getByText('Export CSV').click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Rows as shown \(2\)/ }).click();
  const bytes = await readFile(await (await download).path());
  expect(bytes.toString('utf8')).toBe(
    '\uFEFFAddress,Used (MB),Quota (MB)\r\n' +
      'info@aurora-bakery.se,1432,2048\r\n' +
      'bestallning@aurora-bakery.se,96,1024\r\n',
  );
});

test('the Export CSV menu closes on Escape, a click elsewhere and Tab out, and hands focus back', async ({
  page,
  mock,
}) => {
  await signIn(page, mock, { remember: true });
  await page.goto('/domains');
  await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  const button = page.getByText('Export CSV');
  const shownRows = page.getByRole('button', { name: /^Rows as shown/ });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(shownRows).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(shownRows).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shownRows).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(shownRows).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Domains' }).click();
  await expect(shownRows).toBeHidden();

  await button.click();
  await shownRows.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(shownRows).toBeHidden();

  await button.click();
  const download = page.waitForEvent('download');
  await shownRows.click();
  await download;
  await expect(shownRows).toBeHidden();
  await expect(button).toBeFocused();
});
