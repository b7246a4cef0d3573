import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** Every area's main pages, each checked with axe's WCAG 2.2 AA rules. */
const pages = [
  '/domains',
  '/domains/dom_kaffe03',
  '/dns/zone_granit07',
  '/cdn',
  '/cdn/cdn_aurora01',
  '/cdn/security',
  '/vps',
  '/vps/vps_build03',
  '/hosting/acct_aurora01/email',
  '/hosting/acct_aurora01/databases',
  '/billing',
  '/billing/invoices/inv_2026110',
];

/** Dark and phone widths change colours and layout, not structure: a page of each kind. */
const samples = [
  '/domains/dom_kaffe03',
  '/dns/zone_granit07',
  '/cdn/cdn_aurora01',
  '/vps/vps_build03',
  '/billing',
];

/** The main dialogs: opened from a page, checked, closed again. */
const dialogs: { path: string; open: (page: Page) => Promise<void> }[] = [
  {
    path: '/vps/vps_build03',
    open: (page) =>
      page
        .getByRole('region', { name: 'Firmware' })
        .getByRole('button', { name: 'Change firmware mode' })
        .click(),
  },
  {
    path: '/dns/zone_granit07',
    open: (page) => page.getByRole('switch', { name: 'Proxy www (CNAME) through the CDN' }).click(),
  },
  {
    path: '/cdn/cdn_aurora01',
    open: async (page) => {
      await page.getByRole('checkbox', { name: 'Early Hints' }).click();
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'CDN' })
        .click();
    },
  },
];

async function show(page: Page, path: string, dark: boolean) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
}

test.describe('accessibility (WCAG 2.2 AA)', () => {
  test.setTimeout(300_000);

  const runs = [
    { label: 'every main page, light, desktop', paths: pages, dark: false, width: 1280 },
    { label: 'a page of each kind, dark, desktop', paths: samples, dark: true, width: 1280 },
    { label: 'a page of each kind, light, 360 px', paths: samples, dark: false, width: 360 },
    { label: 'a page of each kind, dark, 360 px', paths: samples, dark: true, width: 360 },
  ];
  for (const { label, paths, dark, width } of runs) {
    test(label, async ({ page, mock }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, mock, { remember: true });
      for (const path of paths) {
        await test.step(path, async () => {
          await show(page, path, dark);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test('main dialogs, light and dark', async ({ page, mock }) => {
    // Leaving the CDN page with an edit asks the browser's question too: leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, mock, { remember: true });
    for (const dark of [false, true]) {
      for (const { path, open } of dialogs) {
        await test.step(`${path}${dark ? ' (dark)' : ''}`, async () => {
          await show(page, path, dark);
          await open(page);
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(page, 'dialog');
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        });
      }
    }
  });
});
