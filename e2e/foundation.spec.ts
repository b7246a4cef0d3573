import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

test.describe('sign-in and list pages on the production build', () => {
  test('the sign-in screen has no accessibility violations', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to the control panel' })).toBeVisible();
    await expect(page.getByLabel('API key')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('API key')).toHaveAttribute('autocomplete', 'off');
    await expectNoAxeViolations(page);
  });

  test('a wrong key is refused and nothing is stored', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('API key').fill('not-a-real-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('The API key was not accepted. Check it and try again.'),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      ),
    ).not.toContain('not-a-real-key');
  });

  const lists = [
    { nav: 'Domains', table: 'Domains', row: 'aurora-bakery.se' },
    { nav: 'DNS', table: 'DNS zones', row: 'staging-internal.net' },
    { nav: 'Servers', table: 'Servers', row: 'web-01' },
    { nav: 'Shared hosting', table: 'Hosting accounts', row: 'aurora-bakery' },
    { nav: 'Billing', table: 'Invoices', row: '2026-110' },
  ];
  for (const list of lists) {
    test(`opens the ${list.nav} list with no accessibility violations`, async ({ page, mock }) => {
      await signIn(page, mock);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: list.nav, exact: true })
        .click();
      const table = page.getByRole('table', { name: list.table });
      await expect(table.getByRole('link', { name: list.row, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the key lives in memory only unless remembered for the tab', async ({
    page,
    mock,
    context,
  }) => {
    await signIn(page, mock);
    const key = mock.key();
    const stored = await page.evaluate(
      () =>
        JSON.stringify({ ...sessionStorage }) +
        JSON.stringify({ ...localStorage }) +
        document.cookie,
    );
    expect(stored).not.toContain(key);
    const state = await context.storageState();
    expect(JSON.stringify(state)).not.toContain(key);
    expect(page.url()).not.toContain(key);
  });
});
