import { expect, expectNoAxeViolations, test } from '../fixtures';
import { openSignedIn } from './visual-setup';

/**
 * The dark theme as a visitor's system asks for it (`prefers-color-scheme`), signed out and in.
 * Every page and dialog is checked light and dark, at desktop width and 360 px, by
 * e2e/a11y.spec.ts, which turns the theme on itself; this is the path from the system setting.
 */
test.describe('the system’s dark setting', () => {
  test.use({ colorScheme: 'dark' });

  test('darkens the sign-in page', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });

  test('darkens the signed-in panel', async ({ page, mock }) => {
    await openSignedIn(page, mock, '/vps/vps_web01');
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveCSS('color-scheme', 'dark');
    await expectNoAxeViolations(page);
  });
});
