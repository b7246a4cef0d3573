import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { stall } from './faults';

test.describe('the home page and the finder', () => {
  test('the home lists a seeded problem with a link that leads to its fix', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const attention = page.getByRole('list', { name: 'Things that need your attention' });
    await expect(
      attention.getByText('Invoice 2026-098 is overdue (due 31 Oct 2026).'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await attention.getByRole('link', { name: 'Pay the invoice: 2026-098' }).click();
    await expect(page).toHaveURL(/\/billing\/invoices\/inv_2026098#payment$/);
    await expect(page.getByRole('heading', { level: 1, name: /2026-098/ })).toBeVisible();
  });

  test('a stalled read does not keep the rest of the home away, and is named until it answers', async ({
    page,
    mock,
  }) => {
    const report = await stall(page, { method: 'GET', path: /\/cdn\/security-insights$/ });
    await signIn(page, mock);
    const attention = page.getByRole('region', { name: 'Needs your attention' });
    const waiting = attention.getByRole('status').filter({ hasText: 'Still waiting for:' });
    await expect(waiting).toHaveText('Still waiting for:CDN security report');
    await expect(
      attention.getByText('Invoice 2026-098 is overdue (due 31 Oct 2026).'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services per area' })).toContainText('Servers');
    await expectNoAxeViolations(page);

    await report.release();
    await expect(waiting).toBeHidden();
    await expect(attention.getByText(/Invoice 2026-098 is overdue/)).toBeVisible();
  });

  test('the finder, by keyboard alone, finds a server by IP, opens it and switches language', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: /Search domains, servers/ });
    await expect(input).toBeFocused();
    await page.keyboard.type('192.0.2.12');
    await expect(page.getByRole('option', { name: /^db-02/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectNoAxeViolations(page, 'dialog');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vps\/vps_db02$/);
    await expect(page.getByRole('heading', { level: 1, name: 'db-02' })).toBeVisible();

    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.type('swedish');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Huvudnavigering' })).toBeVisible();
  });
});
