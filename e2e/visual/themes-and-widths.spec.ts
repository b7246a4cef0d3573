import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { openSignedIn } from './visual-setup';

/** One page of each kind per area: the list and a detail page (ids from the default account). */
const pages = [
  { path: '/domains', heading: 'Domains' },
  { path: '/domains/dom_aurora01', heading: 'aurora-bakery.se' },
  { path: '/dns', heading: 'DNS zones' },
  { path: '/dns/zone_aurora01', heading: 'aurora-bakery.se' },
  { path: '/cdn', heading: /CDN/ },
  { path: '/cdn/security', heading: /security/i },
  { path: '/vps', heading: 'Servers' },
  { path: '/vps/vps_web01', heading: 'web-01' },
  { path: '/hosting', heading: 'Shared hosting' },
  { path: '/hosting/acct_aurora01', heading: 'aurora-bakery' },
  { path: '/billing', heading: 'Invoices' },
  { path: '/billing/invoices/inv_2026110', heading: /2026-110/ },
];

async function openAndSettle(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(loading).toHaveCount(0);
  // To the end of the page, so content read as it nears the screen (the server page's backups
  // list) is checked too.
  await page.keyboard.press('End');
  await expect(loading).toHaveCount(0);
}

test.describe('dark theme: WCAG 2.1 AA, contrast included', () => {
  test.use({ colorScheme: 'dark' });

  test('sign-in', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });

  for (const { path, heading } of pages) {
    test(path, async ({ page, mock }) => {
      await openSignedIn(page, mock, '/sign-in');
      await openAndSettle(page, path, heading);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a 360 px phone: the page never scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const { path, heading } of pages) {
    test(path, async ({ page, mock }) => {
      await openSignedIn(page, mock, '/sign-in');
      await openAndSettle(page, path, heading);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page, 'page width at 360 px').toBeLessThanOrEqual(widths.viewport);
    });
  }
});
