import type { Locator, Page } from '@playwright/test';
import { reset, respond, stall } from './faults';
import { expect, signIn, test, type MockApi } from './fixtures';

// Issue 19, sends: a change goes exactly once and only while still wanted; every request has a
// time limit; a 429 on a change waits for the user. Faults are injected at the browser's network
// layer (faults.ts); what the server received is the mock's request log.

const rebuildPosts = (mock: MockApi) => mock.requests({ method: 'POST', path: /rebuild$/ });

/** The rebuild dialog of db-02, filled in and ready to confirm. */
async function readyRebuild(page: Page, mock: MockApi) {
  await signIn(page, mock, { path: '/vps/vps_db02' });
  await page
    .getByRole('region', { name: 'Rebuild' })
    .getByRole('button', { name: 'Rebuild…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rebuild db-02?' });
  await dialog.getByLabel('Operating system').selectOption({ label: 'Rocky Linux 9' });
  await dialog.getByLabel('Type db-02 to confirm').fill('db-02');
  return { dialog, confirm: dialog.getByRole('button', { name: 'Erase and rebuild' }) };
}

async function openZone(page: Page, mock: MockApi) {
  await signIn(page, mock, { path: '/dns/zone_granit07' });
  const table = page.getByRole('table', { name: 'Records of granit-it.se' });
  await expect(table.getByRole('row', { name: /vpn AAAA/ })).toBeVisible();
  return table;
}

/** Two clicks in one task: the fastest double click, before any re-render can disable it. */
const clickTwiceAtOnce = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/**
 * Sends with `send` while offline, cancels in the waiting dialog, then comes back online and
 * opens `area` from the navigation: once its `table` has been read, anything the panel still
 * meant to send would have gone out with it.
 */
async function cancelOfflineThenReconnect(
  page: Page,
  mock: MockApi,
  { dialog, send, area, table }: { dialog: Locator; send: Locator; area: string; table: string },
) {
  await page.context().setOffline(true);
  await send.click();
  // Soft: wording first, but the test goes on to what the server received either way.
  await expect.soft(dialog.getByText(/Waiting for the connection…/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const readsBefore = (await mock.requests({ method: 'GET' })).length;
  await page.context().setOffline(false);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: area, exact: true })
    .click();
  await expect(page.getByRole('table', { name: table })).toBeVisible();
  expect((await mock.requests({ method: 'GET' })).length).toBeGreaterThan(readsBefore);
}

test.describe('a cancelled change never runs', () => {
  test('a rebuild confirmed offline and cancelled is not sent when the connection returns', async ({
    page,
    mock,
  }) => {
    const { dialog, confirm } = await readyRebuild(page, mock);
    await cancelOfflineThenReconnect(page, mock, {
      dialog,
      send: confirm,
      area: 'Servers',
      table: 'Servers',
    });
    expect(await rebuildPosts(mock)).toEqual([]);
  });

  test('a delete queued behind a stalled change and cancelled is never sent', async ({
    page,
    mock,
  }) => {
    const table = await openZone(page, mock);
    const held = await stall(page, { method: 'PATCH', path: /\/records\// });
    const vpnSwitch = table.getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' });
    await vpnSwitch.click();
    await held.waitForHeld();

    await table.getByRole('button', { name: 'Delete AAAA record vpn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the AAAA record vpn?' });
    await dialog.getByRole('button', { name: 'Delete record' }).click();
    await expect.soft(dialog.getByText(/Waiting for an earlier change to finish…/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await held.release();
    await expect(vpnSwitch).toHaveAttribute('aria-checked', 'true');
    // The proxy change refreshed the zone: a read after the queue has moved on.
    await expect
      .poll(async () => (await mock.requests({ method: 'GET', path: /zone_granit07$/ })).length)
      .toBeGreaterThan(1);
    expect(await mock.requests({ method: 'DELETE' })).toEqual([]);
  });
  test('a record added offline and cancelled is not sent when the connection returns', async ({
    page,
    mock,
  }) => {
    await openZone(page, mock);
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a record to granit-it.se' });
    await dialog.getByLabel('Type').selectOption('TXT');
    await dialog.getByLabel('Name').fill('offline-note');
    await dialog.getByLabel('Value').fill('sent only if still wanted');
    await cancelOfflineThenReconnect(page, mock, {
      dialog,
      send: dialog.getByRole('button', { name: 'Add record' }),
      area: 'DNS',
      table: 'DNS zones',
    });
    expect(await mock.requests({ method: 'POST', path: /records$/ })).toEqual([]);
  });
});

test.describe('nothing is sent twice', () => {
  test('a double click on "Delete record" deletes once', async ({ page, mock }) => {
    const table = await openZone(page, mock);
    await table.getByRole('button', { name: 'Delete AAAA record vpn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the AAAA record vpn?' });
    await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Delete record' }));
    await expect(page.getByText('The AAAA record vpn was deleted.')).toBeVisible();
    expect(await mock.requests({ method: 'DELETE' })).toHaveLength(1);
  });

  test('a double click on "Restore aurora_shop" restores once', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/hosting/acct_aurora01/databases' });
    await page
      .getByRole('button', { name: /^Restore aurora_shop from/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Restore the database aurora_shop?' });
    await dialog.getByLabel('Type aurora_shop to confirm').fill('aurora_shop');
    await clickTwiceAtOnce(dialog.getByRole('button', { name: 'Restore aurora_shop' }));
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('progressbar', { name: /Restore database aurora_shop/ }),
    ).toBeVisible();
    expect(await mock.requests({ method: 'POST', path: /actions\/restore$/ })).toHaveLength(1);
  });
});

test.describe('a change whose answer is lost is not sent again', () => {
  test('a connection reset after sending says the outcome is unknown and reads the server again', async ({
    page,
    mock,
  }) => {
    const { dialog, confirm } = await readyRebuild(page, mock);
    await reset(page, { method: 'POST', path: /rebuild$/ }, { afterSending: true });
    const detailReads = () => mock.requests({ method: 'GET', path: /\/vps\/vps_db02$/ });
    const readsBefore = (await detailReads()).length;
    await confirm.click();
    await expect
      .soft(dialog.getByText('We could not confirm whether the change was made'))
      .toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect.poll(async () => (await detailReads()).length).toBeGreaterThan(readsBefore);
    expect(await rebuildPosts(mock)).toHaveLength(1);
  });

  test('an empty 204 to a change counts as accepted and cannot be sent again', async ({
    page,
    mock,
  }) => {
    const { dialog, confirm } = await readyRebuild(page, mock);
    await respond(page, { method: 'POST', path: /rebuild$/ }, { status: 204 }, { times: 1 });
    await confirm.click();
    await expect.soft(dialog.getByText('The change was accepted')).toBeVisible();
    await expect(confirm).toBeDisabled();
  });
});

test.describe('time limits', () => {
  test('a read that never answers offers retry after its time limit', async ({ page, mock }) => {
    await page.clock.install();
    const held = await stall(page, { method: 'GET', path: /\/api\/v2\/vps$/ });
    await signIn(page, mock, { path: '/vps' });
    await held.waitForHeld();
    await expect(page.getByText('Loading…').first()).toBeVisible();
    await page.clock.fastForward(21_000);
    await expect.soft(page.getByText('The API did not answer in time')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await held.release();
    await retry.click();
    await expect(page.getByRole('table', { name: 'Servers' })).toBeVisible();
  });
});

test.describe('a stalled change', () => {
  test('blocks the next change in its zone no longer than its time limit', async ({
    page,
    mock,
  }) => {
    await page.clock.install();
    const table = await openZone(page, mock);
    const held = await stall(page, { method: 'PATCH', path: /\/records\// });
    await table.getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' }).click();
    await held.waitForHeld();
    await table.getByRole('button', { name: 'Delete AAAA record vpn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the AAAA record vpn?' });
    await dialog.getByRole('button', { name: 'Delete record' }).click();
    await expect.soft(dialog.getByText(/Waiting for an earlier change to finish…/)).toBeVisible();
    const zoneReads = () => mock.requests({ method: 'GET', path: /zone_granit07/ });
    const readsBefore = (await zoneReads()).length;
    await page.clock.fastForward(31_000);
    await expect(page.getByText('The AAAA record vpn was deleted.')).toBeVisible();
    expect(await mock.requests({ method: 'DELETE' })).toHaveLength(1);
    // The stalled change itself: its outcome is unknown, so the zone is read again, never resent.
    await expect(page.getByText('We could not confirm whether the change was made')).toBeVisible();
    await expect.poll(async () => (await zoneReads()).length).toBeGreaterThan(readsBefore);
    expect(held.held()).toBe(1);
  });
});

test.describe('429 on a change', () => {
  const limited = (retryAfter: string) => ({
    status: 429,
    headers: { 'Retry-After': retryAfter },
    body: { title: 'Too many requests', status: 429, code: 'rate_limit_exceeded' },
  });

  test('Retry-After: 3 holds the button with a countdown; the user resends once after', async ({
    page,
    mock,
  }) => {
    const { dialog, confirm } = await readyRebuild(page, mock);
    await respond(page, { method: 'POST', path: /rebuild$/ }, limited('3'), { times: 1 });
    await confirm.click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect.soft(dialog.getByText(/You can try again in [1-3] s/)).toBeVisible();
    await expect.soft(dialog.getByText('Too many requests. You can try again now.')).toBeVisible();
    await expect(confirm).toBeEnabled();
    // The 429 never reached the server and nothing was resent on its own.
    expect(await rebuildPosts(mock)).toEqual([]);
    await confirm.click();
    await expect(dialog).toBeHidden();
    expect(await rebuildPosts(mock)).toHaveLength(1);
  });

  for (const retryAfter of ['soon', '-5', 'Thu, 01 Jan 2026 00:00:00 GMT']) {
    test(`Retry-After: ${retryAfter} falls back to a wait of at least a second`, async ({
      page,
      mock,
    }) => {
      const { dialog, confirm } = await readyRebuild(page, mock);
      await respond(page, { method: 'POST', path: /rebuild$/ }, limited(retryAfter), {
        times: 1,
      });
      await confirm.click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(confirm).toBeDisabled();
      await expect.soft(dialog.getByText(/You can try again in [1-9] s/)).toBeVisible();
      expect(await rebuildPosts(mock)).toEqual([]);
    });
  }
});
