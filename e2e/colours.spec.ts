import type { Page } from '@playwright/test';
import { contrast, painted } from './colours';
import { expect, signIn, test } from './fixtures';

/** As e2e/a11y.spec.ts turns the dark theme on. */
async function turnDark(page: Page) {
  await page.evaluate(() => {
    document.documentElement.classList.add('dark');
    document.documentElement.classList.remove('light');
  });
}

test.describe('colours checked from the computed styles', () => {
  for (const dark of [false, true]) {
    test(`the proxy switch's off track stands 3:1 from the row behind it (${dark ? 'dark' : 'light'})`, async ({
      page,
      mock,
    }) => {
      await signIn(page, mock);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'DNS', exact: true })
        .click();
      await page
        .getByRole('table', { name: 'DNS zones' })
        .getByRole('link', { name: 'granit-it.se', exact: true })
        .click();
      const off = page
        .getByRole('table', { name: 'Records of granit-it.se' })
        .getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' });
      await expect(off).toHaveAttribute('aria-checked', 'false');
      if (dark) await turnDark(page);
      const track = await painted(off.locator('span[aria-hidden="true"]').first());
      // WCAG 1.4.11: a control's boundary needs 3:1 against what is next to it.
      expect(contrast(track.fill, track.behind)).toBeGreaterThanOrEqual(3);
    });
  }
});
