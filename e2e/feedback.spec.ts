import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { chooseLanguage } from './shell-controls';

const toasts = (page: Page, name = 'Notifications') => page.getByRole('region', { name });

test.describe('Feedback you see', () => {
  test('a DNS record added, edited, proxied and deleted: a toast naming it, the row marked, focus kept', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    const table = page.getByRole('table', { name: 'Records of aurora-bakery.se' });
    const shop = table.getByRole('row', { name: /shop A/ });
    await expect(shop).toBeVisible();
    await expect(table.locator('tr[data-changed]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add record' }).click();
    const add = page.getByRole('dialog', { name: 'Add a record to aurora-bakery.se' });
    await add.getByLabel('Type').selectOption('A');
    await add.getByLabel('Name').fill('staging');
    await add.getByLabel('Value').fill('203.0.113.40');
    await add.getByRole('button', { name: 'Add record' }).click();
    await expect(toasts(page).getByText('The A record staging was added.')).toBeVisible();
    // Said once: no sentence on the page repeats the toast.
    await expect(page.getByText('The A record staging was added.')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /staging A/ })).toHaveAttribute('data-changed', '');
    await expect(page.getByRole('button', { name: 'Add record' })).toBeFocused();

    await table.getByRole('button', { name: 'Edit A record shop' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit A record shop' });
    await edit.getByLabel('Value').fill('203.0.113.12');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('The A record shop was saved.')).toBeVisible();
    await expect(shop).toHaveAttribute('data-changed', '');
    await expect(table.locator('tr[data-changed]')).toHaveCount(1);
    await expect(table.getByRole('button', { name: 'Edit A record shop' })).toBeFocused();

    const proxy = table.getByRole('switch', { name: 'Proxy shop (A) through the CDN' });
    await proxy.click();
    const stop = page.getByRole('dialog', { name: 'Stop proxying shop (A)?' });
    await stop.getByRole('button', { name: 'Stop proxying' }).click();
    await expect(toasts(page).getByText('shop (A) now answers directly (DNS only).')).toBeVisible();
    await expect(proxy).toHaveAttribute('aria-checked', 'false');
    await expect(shop).toHaveAttribute('data-changed', '');

    // By keyboard: the toast names the record and focus lands on the table, not the page body.
    await table.getByRole('button', { name: 'Delete A record staging' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete the A record staging?' });
    await confirm.getByRole('button', { name: 'Delete record' }).focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText('The A record staging was deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /staging A/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Records of aurora-bakery.se' })).toBeFocused();
  });

  test('the toast speaks Swedish', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    await chooseLanguage(page, 'sv');
    const table = page.getByRole('table', { name: 'Poster i aurora-bakery.se' });
    await table.getByRole('switch', { name: 'Skicka shop (A) via CDN' }).click();
    await page
      .getByRole('dialog', { name: 'Sluta skicka shop (A) via CDN?' })
      .getByRole('button', { name: 'Sluta skicka via CDN' })
      .click();
    await expect(
      toasts(page, 'Aviseringar').getByText('shop (A) svarar nu direkt (bara DNS).'),
    ).toBeVisible();
  });

  test('nameservers saved: a toast, the new rows marked, focus on the section', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/domains/dom_fjall08' });
    const section = page.getByRole('region', { name: 'Nameservers' });
    await section.getByRole('button', { name: 'Change nameservers' }).click();
    const form = section.getByRole('form', { name: 'New nameservers' });
    await form.getByLabel('Nameserver 1', { exact: true }).fill('ns1.example.net');
    await form.getByLabel('Nameserver 2', { exact: true }).fill('ns2.example.net');
    await form.getByRole('button', { name: 'Save nameservers' }).click();

    await expect(toasts(page).getByText('Nameservers of fjallstugan.nu saved')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nameservers', level: 2 })).toBeFocused();
    const table = section.getByRole('table', { name: 'Current nameservers' });
    await expect(table.getByRole('row', { name: /ns1\.example\.net/ })).toHaveAttribute(
      'data-changed',
      '',
    );
    await expect(table.locator('tr[data-changed]')).toHaveCount(2);
  });

  test('a nameserver switch says "started" while its job runs and "done" in its place at the end', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/domains/dom_kaffe03' });
    await mock.holdJobs();
    const section = page.getByRole('region', { name: 'Nameservers' });
    await section.getByRole('button', { name: 'Change nameservers' }).click();
    await section.getByRole('button', { name: 'Use our nameservers' }).click();
    await section.getByRole('button', { name: 'Save nameservers' }).click();
    const started = toasts(page).getByText(
      'The switch of kaffekoppen.se to our nameservers has started',
    );
    await expect(started).toBeVisible();
    await mock.holdJobs(false);
    await expect(
      toasts(page).getByText('The switch of kaffekoppen.se to our nameservers is done'),
    ).toBeVisible();
    await expect(started).toHaveCount(0);
    await expect(
      section
        .getByRole('table', { name: 'Current nameservers' })
        .getByRole('row', { name: /ns1\.panel-dns\.example/ }),
    ).toHaveAttribute('data-changed', '');
  });

  test('firmware changed: a toast naming the server, focus on the section', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/vps/vps_build03' });
    const firmware = page.getByRole('region', { name: 'Firmware' });
    await firmware.getByRole('button', { name: 'Change firmware mode' }).click();
    await page
      .getByRole('dialog', { name: 'Switch to BIOS without TPM (legacy)?' })
      .getByRole('button', { name: 'Switch firmware mode' })
      .click();
    await expect(
      toasts(page).getByText('The firmware mode of build-03 is now: BIOS without TPM (legacy)'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Firmware', level: 2 })).toBeFocused();
  });

  test('CDN settings saved: a toast with what was saved, focus kept in the save bar', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_aurora01' });
    await page.getByLabel('Security level').selectOption('high');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts(page).getByText('CDN settings of aurora-bakery.se saved')).toBeVisible();
    await expect(toasts(page).getByText('Saved: security.')).toBeVisible();
    await expect(page.getByText('Saved: security.')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'No changes to save.' })).toBeFocused();
  });
});

test.describe('Firmware form asks before its edit is left behind', () => {
  const leaveForServers = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Servers', exact: true })
      .click();

  test('stays, keeping what was typed, then leaves on the second answer', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/vps/vps_build03' });
    const firmware = page.getByRole('region', { name: 'Firmware' });
    const storage = firmware.getByLabel(/Storage pool for the new volumes/);
    await storage.fill('nvme-2');

    await leaveForServers(page);
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(
      question.getByText(/2 changes: Firmware mode, Storage pool for the new volumes/),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/vps\/vps_build03$/);
    await expect(storage).toHaveValue('nvme-2');

    await leaveForServers(page);
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave and discard' })
      .click();
    await expect(page).toHaveURL(/\/vps$/);
    expect(await mock.requests({ method: 'PUT' })).toEqual([]);
  });

  test('leaves at once when the form was only tabbed through', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/vps/vps_build03' });
    const firmware = page.getByRole('region', { name: 'Firmware' });
    await firmware.getByLabel('Firmware mode', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(firmware.getByLabel(/Storage pool for the new volumes/)).toBeFocused();
    await page.keyboard.press('Tab');
    await leaveForServers(page);
    await expect(page).toHaveURL(/\/vps$/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });

  test('leaves at once when nothing was touched', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/vps/vps_build03' });
    await expect(
      page.getByRole('region', { name: 'Firmware' }).getByLabel('Firmware mode', { exact: true }),
    ).toBeEnabled();
    await leaveForServers(page);
    await expect(page).toHaveURL(/\/vps$/);
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  });
});
