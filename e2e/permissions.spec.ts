import { execFileSync } from 'node:child_process';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { openServer } from './servers';
import { chooseLanguage, openAccountMenu } from './shell-controls';
import { linesOfText } from './text-lines';

test.describe('permissions the panel learns, and support tools', () => {
  test('a refused shutdown turns off the other power action with the reason, and offers read-only', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'support' });
    await openServer(page, 'web-01');
    const power = page.getByRole('region', { name: 'Power' });
    await power.getByRole('button', { name: 'Shut down' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shut down web-01?' });
    await dialog.getByRole('button', { name: 'Shut down' }).click();

    await expect(dialog.getByText('This key cannot shut down or stop servers')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Switch to read-only' })).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const stop = power.getByRole('button', { name: 'Force stop' });
    await expect(stop).toBeDisabled();
    await expect(power.getByText('This key cannot shut down or stop servers.')).toHaveCount(2);
    await expectNoAxeViolations(page);
    expect(await mock.requests({ method: 'POST', path: /\/actions\// })).toHaveLength(1);

    await chooseLanguage(page, 'sv');
    const ström = page.getByRole('region', { name: 'Ström' });
    await expect(ström.getByRole('button', { name: 'Tvångsstoppa' })).toHaveAccessibleDescription(
      'Den här nyckeln kan inte stänga av eller stoppa servrar.',
    );
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Byt till skrivskyddat' }).click();
    await expect(page.getByText(/Skrivskyddad session: du kan se allt/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a refused record keeps Cancel its own height beside Save and the reason under it', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'support', path: '/dns/zone_aurora01' });
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a record to aurora-bakery.se' });
    await dialog.getByLabel('Type').selectOption('TXT');
    await dialog.getByLabel('Name').fill('_check');
    await dialog.getByLabel('Value').fill('refused');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    const save = dialog.getByRole('button', { name: 'Add record' });
    await expect(save).toHaveAccessibleDescription('This key cannot change DNS records.');
    const [cancel, saved] = await Promise.all([
      dialog.getByRole('button', { name: 'Cancel' }).boundingBox(),
      save.boundingBox(),
    ]);
    expect(cancel?.height).toBe(saved?.height);
    expect(cancel?.y).toBe(saved?.y);
  });

  test('the team key is told plainly that billing cannot be read', async ({ page, mock }) => {
    await signIn(page, mock, { role: 'team' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Billing' })
      .click();
    await expect(
      page.getByRole('main').getByText('This key cannot see billing', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/has no access to this part of the account/)).toBeVisible();
    await expect(page.getByText('Forbidden', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('on a phone the support card keeps every Copy in one column, beside its value', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/vps/vps_web01' });
    const values = page.getByRole('region', { name: 'For support' }).locator('dl');
    const copies = values.getByRole('button');
    await expect(copies.first()).toBeVisible();
    expect(await copies.count()).toBeGreaterThan(3);
    const rows = await values.evaluate((list) =>
      [...list.querySelectorAll('dt')].map((term) => {
        const copy = term.parentElement?.querySelector('button')?.getBoundingClientRect();
        const top = term.getBoundingClientRect().top;
        return {
          x: Math.round(copy?.left ?? -1),
          besideItsName: Math.abs((copy?.top ?? 0) - top) < 8,
        };
      }),
    );
    expect(new Set(rows.map((row) => row.x)).size).toBe(1);
    expect(rows.every((row) => row.besideItsName)).toBe(true);
  });

  test('an owner copies IDs and addresses, and the copied curl reads the server', async ({
    page,
    mock,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, mock);
    await openServer(page, 'web-01');
    const support = page.getByRole('region', { name: 'For support' });
    await support.getByRole('button', { name: 'Copy IP address 192.0.2.11' }).click();
    await expect(support.getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('192.0.2.11');

    await support.getByRole('button', { name: 'Copy as curl' }).click();
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toContain('"Authorization: Bearer $API_KEY"');
    expect(curl).not.toContain('demo_owner_key');
    const answer = execFileSync('sh', ['-c', curl], {
      env: { PATH: process.env.PATH, API_KEY: mock.key('owner') },
      encoding: 'utf8',
    });
    expect(JSON.parse(answer)).toMatchObject({ id: 'vps_web01', ipv4: ['192.0.2.11'] });

    await support.getByText('Show raw data').click();
    await expect(support.getByLabel('Raw data')).toContainText('"id": "vps_web01"');
    await expectNoAxeViolations(page);
  });
  test('on a phone each support label stands on the first line of its value', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/vps/vps_web01' });
    const support = page.getByRole('region', { name: 'For support' });
    await expect(support.getByRole('button', { name: 'Copy IP address 192.0.2.11' })).toBeVisible();
    // Text bottoms: a label centred against a value wrapped above its Copy button sits lower.
    const offsets = await support.locator('dl').evaluate((list) => {
      // The first line's box: a value's own box spans all its lines.
      const bottom = (element: Element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return text.getClientRects()[0]?.bottom ?? Number.NaN;
      };
      return [...list.querySelectorAll('dt')].map((term) => {
        const value = term.nextElementSibling;
        return `${term.textContent}: ${value ? Math.round(Math.abs(bottom(term) - bottom(value))) : 'no value'}`;
      });
    });
    expect(offsets.length).toBeGreaterThan(2);
    for (const offset of offsets) expect(offset).toMatch(/: [0-2]$/);
    // The hostname wraps after a dot, not at its hyphen ("web-" over "01.cloud…").
    expect(await support.getByText('web-01.', { exact: true }).evaluateAll(linesOfText)).toEqual([
      1,
    ]);
  });
});
