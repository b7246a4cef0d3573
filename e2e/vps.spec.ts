import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { openServer, overviewStatus } from './servers';
import { chooseLanguage } from './shell-controls';
import {
  linesOfPhrase,
  linesOfText,
  partsSplitAcrossLines,
  wordsSplitAcrossLines,
} from './text-lines';

const backupsOf = (page: Page) => page.getByRole('region', { name: 'Backups' });

/** Signs in and opens a server's page at its address (web-01 unless told). */
async function openServerPage(page: Page, mock: MockApi, path = '/vps/vps_web01') {
  await signIn(page, mock, { remember: true });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
}

const backupReads = (mock: MockApi) => mock.requests({ method: 'GET', path: /\/backups$/ });

test.describe('servers', () => {
  test('shuts a server down and shows it stopped when the job ends', async ({ page, mock }) => {
    await signIn(page, mock);
    await openServer(page, 'web-01');
    await expect(
      page.getByRole('region', { name: 'Firmware' }).getByText('TPM 2.0, ready'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const power = page.getByRole('region', { name: 'Power' });
    await power.getByRole('button', { name: 'Shut down' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shut down web-01?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Shut down' }).click();

    await expect(page.getByRole('progressbar', { name: /Shut down web-01/ }).first()).toBeVisible();
    await expect(power.getByRole('button', { name: 'Force stop' })).toBeEnabled();
    await expect(overviewStatus(page, 'Stopped')).toBeVisible({ timeout: 20_000 });
    await expect(power.getByRole('button', { name: 'Shut down' })).toBeDisabled();
    expect(await mock.requests({ method: 'POST', path: /\/actions\// })).toEqual([
      expect.objectContaining({ path: '/api/v2/vps/vps_web01/actions/shutdown', body: {} }),
    ]);

    // Stopped, the firmware can change; the form offers the other mode.
    const firmware = page.getByRole('region', { name: 'Firmware' });
    await firmware.getByLabel(/Storage pool for the new volumes/).fill('nvme-2');
    await firmware.getByRole('button', { name: 'Change firmware mode' }).click();
    await page
      .getByRole('dialog', { name: 'Switch to BIOS without TPM (legacy)?' })
      .getByRole('button', { name: 'Switch firmware mode' })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('The firmware mode of web-01 is now: BIOS without TPM (legacy)'),
    ).toBeVisible();
    expect(await mock.requests({ method: 'PUT' })).toEqual([
      expect.objectContaining({ body: { mode: 'legacy', storage: 'nvme-2' } }),
    ]);
  });

  test('gives focus to the Power section once a shutdown is sent, and back to its button on Cancel', async ({
    page,
    mock,
  }) => {
    await openServerPage(page, mock);
    await mock.holdJobs();
    const power = page.getByRole('region', { name: 'Power' });
    const shutdown = power.getByRole('button', { name: 'Shut down' });
    const dialog = page.getByRole('dialog', { name: 'Shut down web-01?' });
    await shutdown.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(shutdown).toBeFocused();

    await shutdown.click();
    await dialog.getByRole('button', { name: 'Shut down' }).click();
    await expect(dialog).toBeHidden();
    await expect(shutdown).toBeDisabled();
    await expect(power.getByRole('heading', { name: 'Power' })).toBeFocused();
  });

  test('keeps Force stop beside a disabled Shut down, with the reason under the row', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { readOnly: true });
    await openServer(page, 'web-01');
    const power = page.getByRole('region', { name: 'Power' });
    const shutdown = power.getByRole('button', { name: 'Shut down' });
    const stop = power.getByRole('button', { name: 'Force stop' });
    const reason = 'Read-only session: changes are turned off.';
    await expect(shutdown).toBeDisabled();
    await expect(stop).toBeDisabled();
    const shown = power.getByText(reason).first();
    await expect(shown).toBeVisible();

    // A reason under its own button made the button as wide as the reason: Force stop stood
    // some 190 px to the right. They sit at the row's own spacing, on one line.
    const box = async (element: typeof shutdown) => {
      const found = await element.boundingBox();
      if (!found) throw new Error('not laid out');
      return found;
    };
    const [first, second, said] = await Promise.all([box(shutdown), box(stop), box(shown)]);
    const gap = second.x - (first.x + first.width);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(24);
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    // The reason stands under the buttons, from the first one's edge, and is said once.
    expect(said.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(Math.abs(said.x - first.x)).toBeLessThan(1);
    await expect(power.getByText(reason).filter({ visible: true })).toHaveCount(1);
    // It is still what each button is described by.
    await expect(shutdown).toHaveAccessibleDescription(reason);
    await expect(stop).toHaveAccessibleDescription(reason);
    await expectNoAxeViolations(page);
  });

  test('rebuilds into another operating system after the name is typed', async ({ page, mock }) => {
    await signIn(page, mock);
    await mock.holdJobs();
    await openServer(page, 'db-02');
    const section = page.getByRole('region', { name: 'Rebuild' });
    // Its warning spans the card, as every notice does; the button keeps to its words.
    const [card, warning, button] = await Promise.all([
      section.boundingBox(),
      section.getByText(/^A rebuild erases/).boundingBox(),
      section.getByRole('button', { name: 'Rebuild…' }).boundingBox(),
    ]);
    // (The card's padding and the notice's own: 70 px together.)
    expect(warning?.width ?? 0).toBeGreaterThan((card?.width ?? 0) - 80);
    expect(button?.width ?? Infinity).toBeLessThan(200);
    await section.getByRole('button', { name: 'Rebuild…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rebuild db-02?' });
    await dialog.getByLabel('Operating system').selectOption({ label: 'Rocky Linux 9' });
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByLabel('Type db-02 to confirm').fill('db-02');
    await dialog.getByRole('button', { name: 'Erase and rebuild' }).click();

    await expect(overviewStatus(page, 'Rebuilding')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'SSH access' })
        .getByText('SSH access cannot be checked right now'),
    ).toBeVisible();
    await mock.holdJobs(false);
    await expect(overviewStatus(page, 'Running')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByText('Rocky Linux 9'),
    ).toBeVisible();
    expect(await mock.requests({ method: 'POST', path: /rebuild$/ })).toEqual([
      expect.objectContaining({ body: { templateId: 'os_rocky9' } }),
    ]);
  });

  test('shows live SSH access, and says honestly when it cannot be read', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'support' });
    await openServer(page, 'web-01');
    const access = page.getByRole('region', { name: 'SSH access' });
    await expect(
      access.getByRole('row', { name: /root@web-01/ }).getByText('Added inside the server'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // A key's comment stays whole beside its long fingerprint: "anna@laptop", not "anna@" over
    // "laptop"; "root@web-01", never "root@web-" over "01", which reads as another host.
    for (const comment of ['anna@laptop', 'deploy-ci', 'root@web-01']) {
      const key = access
        .getByRole('row', { name: new RegExp(comment) })
        .getByRole('cell')
        .first();
      await expect(key).toContainText(comment);
      expect(await key.evaluate(wordsSplitAcrossLines)).toEqual([]);
    }
    // At 360 px a fingerprint keeps lines of many characters, not one character a line.
    await page.setViewportSize({ width: 360, height: 800 });
    const fingerprint = access.getByRole('row', { name: /root@web-01/ }).getByText(/^SHA256:/);
    expect((await fingerprint.boundingBox())?.width).toBeGreaterThan(120);
    // Its source keeps the name and the quotation marks around it together, in Swedish too,
    // where the same mark opens and closes it (never ” over anna@laptop over ”).
    const sourceOf = (region: string) =>
      page
        .getByRole('region', { name: region })
        .getByRole('row', { name: /anna@laptop/ })
        .getByRole('cell')
        .nth(2);
    expect(await sourceOf('SSH access').evaluate(linesOfPhrase, '“anna@laptop”')).toBe(1);
    await chooseLanguage(page, 'sv');
    await expect(sourceOf('SSH-åtkomst')).toHaveText('Kontonyckel ”anna@laptop”');
    expect(await sourceOf('SSH-åtkomst').evaluate(linesOfPhrase, '”anna@laptop”')).toBe(1);
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 720 });

    await openServer(page, 'legacy-04');
    await expect(
      page
        .getByRole('region', { name: 'SSH access' })
        .getByText('The guest agent in the server does not answer.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'SSH access' }).getByRole('table')).toHaveCount(
      0,
    );
  });

  test('makes a new pay-as-you-go Cloud VM from a backup, holding storage to the minimum', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openServer(page, 'build-03');
    const backups = backupsOf(page);
    await expect(backups.getByRole('table', { name: 'Backups of build-03' })).toBeVisible();
    expect(await backupReads(mock)).toHaveLength(1);
    await expectNoAxeViolations(page);
    await backups.getByRole('button', { name: /^New Cloud VM from the backup taken/ }).click();
    const dialog = page.getByRole('dialog', { name: /^New Cloud VM from the backup of/ });
    await expect(dialog.getByText(/billed by the hour/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');

    await dialog.getByLabel('Name').fill('build-copy');
    await dialog.getByLabel(/Storage \(GB\)/).fill('90');
    await dialog.getByRole('button', { name: 'Create Cloud VM' }).click();
    await expect(
      dialog.getByText(
        /At least 96 GB: the larger of the server’s storage \(80 GB\) and the backup \(95.5 GB\)/,
      ),
    ).toBeVisible();
    expect(await mock.requests({ method: 'POST' })).toEqual([]);

    await dialog.getByLabel(/Storage \(GB\)/).fill('120');
    await dialog.getByRole('button', { name: 'Create Cloud VM' }).click();
    await expect(backups.getByText(/The new Cloud VM is being created/)).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: /New Cloud VM from a backup of build-03/ }).first(),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(await mock.requests({ method: 'POST' })).toEqual([
      expect.objectContaining({ body: { name: 'build-copy', storageGb: 120 } }),
    ]);

    // Once the job is done, the line saying it runs goes; the new server is in the list.
    await expect(backups.getByText(/The new Cloud VM is being created/)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Servers', exact: true })
      .click();
    await expect(
      page.getByRole('table', { name: 'Servers' }).getByRole('row', { name: /build-copy/ }),
    ).toContainText('120 GB');
  });

  test('keeps showing a new Cloud VM being made after a reload', async ({ page, mock }) => {
    await signIn(page, mock, { remember: true });
    await openServer(page, 'web-01');
    await backupsOf(page)
      .getByRole('button', { name: /^New Cloud VM from the backup taken/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Cloud VM' }).click();
    const progress = page.getByRole('progressbar', {
      name: /New Cloud VM from a backup of web-01/,
    });
    await expect(progress).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
  });

  test('explains when the account cannot use Cloud VM yet', async ({ page, mock }) => {
    await signIn(page, mock);
    await mock.holdJobs();
    await openServer(page, 'db-02');
    await backupsOf(page)
      .getByRole('button', { name: /^New Cloud VM from the backup taken/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Cloud VM' }).click();
    await expect(dialog.getByText(/Cloud VM is not available to this account yet/)).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('cloud_vm_not_available');
    await expectNoAxeViolations(page, 'dialog');
  });

  test('names the billing permission a team key lacks for a new Cloud VM', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'team' });
    await openServer(page, 'web-01');
    await backupsOf(page)
      .getByRole('button', { name: /^New Cloud VM from the backup taken/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Cloud VM' }).click();
    await expect(dialog.getByText('Missing permission: write:billing')).toBeVisible();
    expect(await mock.requests({ method: 'POST' })).toHaveLength(1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('lists the account SSH keys page by page', async ({ page, mock }) => {
    await signIn(page, mock, { role: 'team' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Servers', exact: true })
      .click();
    await page.getByRole('link', { name: 'SSH keys' }).click();
    const table = page.getByRole('table', { name: 'Account SSH keys' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expectNoAxeViolations(page);
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(table.getByRole('row')).toHaveCount(46);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

test('keeps each server’s name and each figure of its size whole, beside a busy badge', async ({
  page,
  mock,
}) => {
  await mock.holdJobs();
  await signIn(page, mock);
  await openServer(page, 'web-01');
  await page
    .getByRole('region', { name: 'Power' })
    .getByRole('button', { name: 'Shut down' })
    .click();
  await page
    .getByRole('dialog', { name: 'Shut down web-01?' })
    .getByRole('button', { name: 'Shut down' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Servers' })
    .click();
  const table = page.getByRole('table', { name: 'Servers' });
  // The badge widens the status column, which leaves the others less room.
  await expect(table.getByText('Working: Shut down web-01')).toBeVisible();
  const names = table.getByRole('link');
  expect(await names.count()).toBeGreaterThan(3);
  expect(await names.evaluateAll(linesOfText)).toEqual(
    Array.from({ length: await names.count() }, () => 1),
  );
  for (const size of await table.getByText(/vCPU/).all())
    expect(await size.evaluate(partsSplitAcrossLines, ' · ')).toEqual([]);
});

test.describe('a server on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('has every section on the page before any scrolling, so Tab goes on from power into them', async ({
    page,
    mock,
  }) => {
    await openServerPage(page, mock);
    const rebuild = page
      .getByRole('region', { name: 'Rebuild' })
      .getByRole('button', { name: 'Rebuild…' });
    await expect(rebuild).toBeAttached();
    await expect(rebuild).not.toBeInViewport();
    await expect(
      page.getByRole('region', { name: 'Firmware' }).getByText('TPM 2.0, ready'),
    ).toBeAttached();
    await expect(
      page.getByRole('region', { name: 'SSH access' }).getByRole('row', { name: /root@web-01/ }),
    ).toBeAttached();
    await expectNoAxeViolations(page);

    const power = page.getByRole('region', { name: 'Power' });
    await power.getByRole('button', { name: 'Shut down' }).focus();
    await page.keyboard.press('Tab');
    await expect(power.getByRole('button', { name: 'Force stop' })).toBeFocused();
    // The firmware controls are locked while the server runs, so the next stop is the rebuild.
    await page.keyboard.press('Tab');
    await expect(rebuild).toBeFocused();
    await expect(rebuild).toBeInViewport();
  });

  test('lands on the section a link names, from the address or from the section links', async ({
    page,
    mock,
  }) => {
    await openServerPage(page, mock, '/vps/vps_web01#backups');
    const backups = page.getByRole('region', { name: 'Backups' });
    await expect(backups.getByRole('heading', { level: 2, name: 'Backups' })).toBeInViewport();
    // It stays there while the sections above it fill in.
    await expect(
      page.getByRole('region', { name: 'SSH access' }).getByRole('row', { name: /root@web-01/ }),
    ).toBeAttached();
    await expect(backups.getByRole('table', { name: 'Backups of web-01' })).toBeInViewport();
    await expect(backups.getByRole('heading', { level: 2, name: 'Backups' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Power' })).not.toBeInViewport();

    await page.goto('/vps/vps_web01');
    await page
      .getByRole('navigation', { name: 'Server sections' })
      .getByRole('link', { name: 'SSH access' })
      .click();
    const sshAccess = page.getByRole('region', { name: 'SSH access' });
    await expect(sshAccess.getByRole('row', { name: /root@web-01/ })).toBeVisible();
    await expect(sshAccess.getByRole('heading', { level: 2, name: 'SSH access' })).toBeInViewport();
  });
});

test.describe('backups on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('lists the backups and their restore buttons with the page, before any scrolling', async ({
    page,
    mock,
  }) => {
    await openServerPage(page, mock);
    const backups = backupsOf(page);
    const table = backups.getByRole('table', { name: 'Backups of web-01' });
    // Cards on a phone: the header row is hidden, the three backups are there.
    await expect(table.getByRole('row')).toHaveCount(3);
    const restore = backups.getByRole('button', { name: /^New Cloud VM from the backup taken/ });
    await expect(restore).toHaveCount(3);
    await expect(restore.first()).toBeEnabled();
    // Nothing scrolled: the list sits below the fold and is there all the same.
    await expect(table).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await backupReads(mock)).toHaveLength(1);
  });
});

test.describe('Used by', () => {
  test('lists the DNS records that point at web-01, read only when asked', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openServer(page, 'web-01');
    const section = page.getByRole('region', { name: 'Used by' });
    await section.scrollIntoViewIfNeeded();
    const zoneReads = { method: 'GET', path: /\/api\/v2\/dns-zones\/zone_/ };
    expect(await mock.requests(zoneReads)).toEqual([]);
    await section.getByRole('button', { name: 'Find records that point here' }).click();
    await expect(section.getByText('3 records point at 192.0.2.11 or 2001:db8::11')).toBeVisible();
    await expectNoAxeViolations(page);
    await section
      .getByRole('link', { name: 'TXT record mail: v=spf1 ip4:192.0.2.11 -all' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'granit-it.se' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Records of / }).getByRole('row')).toHaveCount(2);
  });
});
