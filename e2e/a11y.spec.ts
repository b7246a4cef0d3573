import type { Page } from '@playwright/test';
import { routesNotShown } from '../src/test/panel-routes';
import { a11yPages } from './a11y-pages';
import { axeViolations, expect, signIn, test, untilClean } from './fixtures';
import { controlsPastTheirCard } from './controls-in-cards';
import { tablesOfCardsScrollingSideways } from './cards-in-tables';
import { controlsHiddenWhenFocused } from './focus-obscured';

/**
 * Accessibility to WCAG 2.2 AA (axe's 2.2 AA tags, target size included) on every page and
 * dialog: each opened once, then checked in place light and dark, at desktop width and 320 px.
 * Theme and width change colours and layout, not what is loaded, so one visit serves all four.
 */
const ways = [
  { label: 'light, desktop', dark: false, width: 1280 },
  { label: 'dark, desktop', dark: true, width: 1280 },
  { label: 'light, 320 px', dark: false, width: 320 },
  { label: 'dark, 320 px', dark: true, width: 320 },
];

type Way = (typeof ways)[number];

/** What is wrong with the page seen one way (its theme and width already set). */
async function problems(page: Page, { label, dark }: Way, include?: string): Promise<string[]> {
  const found = (await axeViolations(page, include)).map((violation) => `${label}: ${violation}`);
  // WCAG 1.4.10 (reflow), at its own 320 px: wide tables scroll inside their card, never the page.
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (sideways > 0) found.push(`${label}: the page scrolls ${sideways} px sideways`);
  found.push(
    ...(await controlsPastTheirCard(page, include)).map((control) => `${label}: ${control}`),
    ...(await tablesOfCardsScrollingSideways(page, include)).map((table) => `${label}: ${table}`),
  );
  if (!dark)
    found.push(
      ...(await controlsHiddenWhenFocused(page, include ?? 'body')).map(
        (control) => `${label}: focus hidden: ${control}`,
      ),
    );
  return found;
}

async function expectAccessibleEveryWay(page: Page, include?: string, widths?: number[]) {
  for (const way of ways) {
    if (widths && !widths.includes(way.width)) continue;
    await page.setViewportSize({ width: way.width, height: 800 });
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), way.dark);
    // As in expectNoAxeViolations: the page as it settles, not a frame in between.
    expect(await untilClean(() => problems(page, way, include))).toEqual([]);
  }
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loading = page.getByRole('status', { name: /loading/i });
  await expect(loading).toHaveCount(0);
  // To the end, so content read as it nears the screen (a server's backups) is checked too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(loading).toHaveCount(0);
  // Back at the top: a target passing under the sticky header would count as covered.
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.use({ reducedMotion: 'reduce' });

// A page or dialog is checked four ways, each a full axe run and a walk of its focusable controls:
// on a loaded 2-core machine the largest pages took up to two minutes (27 Nov, three suites side
// by side), the whole default limit. The limit only stops a hang; a check is never cut short.
const checkedFourWays = () => test.slow();

test('the pages checked include every page of the panel', () => {
  expect(routesNotShown(a11yPages.map(({ path }) => path))).toEqual([]);
});

test.describe('every page meets WCAG 2.2 AA, light and dark, desktop and 320 px', () => {
  for (const { path, signedOut } of a11yPages) {
    test(path, async ({ page, mock }) => {
      checkedFourWays();
      if (signedOut) await page.goto(path);
      else await signIn(page, mock, { path });
      await settled(page);
      await expectAccessibleEveryWay(page);
    });
  }
});

interface DialogCase {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  /** What to check (a selector): the open dialog unless the control opens a panel. */
  include?: string;
  /** A control only one width has (the phone's menu). */
  widths?: number[];
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).first().click();

async function addDmarcRecord(page: Page) {
  await button(page, 'Add record');
  const add = page.getByRole('dialog', { name: 'Add a record to granit-it.se' });
  await add.getByLabel('Type', { exact: true }).selectOption('TXT');
  await add.getByLabel('Name', { exact: true }).fill('_dmarc');
  await add.getByLabel('Value', { exact: true }).fill('v=DMARC1; p=none');
  await add.getByRole('button', { name: 'Add record' }).click();
  await expect(add).toBeHidden();
  // In-app navigation: a reload at once could end the page before its journal write.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(
    page.getByRole('button', { name: /^Revert: Added DNS record TXT _dmarc/ }),
  ).toBeVisible();
}

const dialogs: DialogCase[] = [
  { name: 'finder', path: '/', open: (page) => page.keyboard.press('Control+k') },
  {
    name: 'account menu',
    path: '/',
    open: (page) => button(page, 'Account'),
    // A panel under its button, not a modal: the page around it is checked on its own.
    include: 'button[aria-controls][aria-expanded="true"] + div',
  },
  { name: 'phone menu', path: '/', open: (page) => button(page, 'Menu'), widths: [320] },
  { name: 'operations tray', path: '/', open: (page) => button(page, /^Operations/) },
  {
    name: 'firmware switch to legacy',
    path: '/vps/vps_build03',
    open: (page) =>
      page
        .getByRole('region', { name: 'Firmware' })
        .getByRole('button', { name: 'Change firmware mode' })
        .click(),
  },
  { name: 'shut down', path: '/vps/vps_web01', open: (page) => button(page, 'Shut down') },
  { name: 'force stop', path: '/vps/vps_web01', open: (page) => button(page, 'Force stop') },
  { name: 'rebuild', path: '/vps/vps_web01', open: (page) => button(page, 'Rebuild…') },
  {
    name: 'backup to a new Cloud VM',
    path: '/vps/vps_web01',
    open: (page) => button(page, /^New Cloud VM from the backup taken/),
  },
  {
    name: 'add a DNS record',
    path: '/dns/zone_granit07',
    open: (page) => button(page, 'Add record'),
  },
  {
    name: 'edit a DNS record',
    path: '/dns/zone_aurora01',
    open: (page) => button(page, 'Edit A record shop'),
  },
  {
    name: 'delete a DNS record',
    path: '/dns/zone_aurora01',
    open: (page) => button(page, 'Delete CNAME record blogg'),
  },
  {
    name: 'proxy off',
    path: '/dns/zone_granit07',
    open: (page) => page.getByRole('switch', { name: 'Proxy www (CNAME) through the CDN' }).click(),
  },
  { name: 'mail setup', path: '/dns/zone_fjall08', open: (page) => button(page, 'Set up mail…') },
  {
    name: 'zone check fix',
    path: '/dns/zone_nordic02',
    open: (page) => button(page, /^Fix /),
  },
  {
    name: 'purge the CDN cache',
    path: '/cdn/cdn_aurora01',
    open: (page) => button(page, 'Purge the whole cache…'),
  },
  {
    name: 'leave with unsaved changes',
    path: '/cdn/cdn_aurora01',
    open: async (page) => {
      await page.getByRole('checkbox', { name: 'Early Hints' }).click();
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'CDN' })
        .click();
    },
  },
  {
    name: 'decline a renewal',
    path: '/domains/dom_aurora01',
    open: (page) => button(page, 'Decline renewal'),
  },
  {
    name: 'delete a DS record',
    path: '/domains/dom_aurora01',
    open: (page) => button(page, 'Delete DS record 2371'),
  },
  {
    name: 'bulk DNS review',
    path: '/domains/bulk-dns',
    open: async (page) => {
      await page.getByLabel('Delete all records of one type').check();
      await button(page, 'Choose all on this page');
      await page.getByLabel('Record type to delete').selectOption('CAA');
      await button(page, /^Review/);
    },
  },
  {
    name: 'restore a database',
    path: '/hosting/acct_aurora01/databases',
    open: (page) => button(page, /^Restore aurora_shop from/),
  },
  {
    name: 'revert from the journal',
    path: '/dns/zone_granit07',
    open: async (page) => {
      await addDmarcRecord(page);
      await button(page, /^Revert: Added DNS record TXT _dmarc/);
    },
  },
  {
    name: 'clear the journal',
    path: '/dns/zone_granit07',
    open: async (page) => {
      await addDmarcRecord(page);
      await button(page, 'Clear journal');
    },
  },
];

test.describe('every dialog meets WCAG 2.2 AA, light and dark, desktop and 320 px', () => {
  for (const { name, path, open, include = 'dialog[open]', widths } of dialogs) {
    test(name, async ({ page, mock }) => {
      checkedFourWays();
      // Leaving the CDN page with an edit asks the browser's question too: leave.
      page.on('dialog', (dialog) => void dialog.accept());
      if (widths) await page.setViewportSize({ width: Math.min(...widths), height: 800 });
      await signIn(page, mock, { path });
      await settled(page);
      await open(page);
      await expect(page.locator(include)).toBeVisible();
      await expectAccessibleEveryWay(page, include, widths);
    });
  }
});
