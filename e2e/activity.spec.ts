import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { cellBaselines } from './text-lines';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { openServer } from './servers';
import { respond } from './faults';
import { chooseLanguage } from './shell-controls';

/** In-app, from the main navigation: aurora-bakery.se's CDN security level to high, saved. */
async function raiseSecurityLevel(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'CDN', exact: true })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'aurora-bakery.se', exact: true }).click();
  await page.getByLabel('Security level').selectOption('high');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved: security.')).toBeVisible();
}

/** On granit-it.se's zone page: a TXT record _dmarc added through its dialog, which is returned. */
async function addDmarcRecord(page: Page) {
  await page.getByRole('button', { name: 'Add record' }).click();
  const add = page.getByRole('dialog', { name: 'Add a record to granit-it.se' });
  await add.getByLabel('Type').selectOption('TXT');
  await add.getByLabel('Name').fill('_dmarc');
  await add.getByLabel('Value').fill('v=DMARC1; p=none');
  await add.getByRole('button', { name: 'Add record' }).click();
  return add;
}

test.describe('Activity journal', () => {
  test('lists a DNS record added and a CDN settings save, exports them and reverts both', async ({
    page,
    mock,
  }) => {
    // Remembered, so the session survives going to pages by address.
    await signIn(page, mock, { remember: true });
    await page.goto('/dns/zone_granit07');
    await addDmarcRecord(page);
    await expect(page.getByText('The TXT record _dmarc was added.')).toBeVisible();

    // In-app navigation throughout: a reload at once could end the page before its journal write.
    await raiseSecurityLevel(page);

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Activity' })
      .click();
    const journal = page.getByRole('table', { name: 'Activity journal' });
    const dnsRow = journal.getByRole('row', { name: /Added DNS record TXT _dmarc/ });
    const cdnRow = journal.getByRole('row', { name: /Saved CDN settings/ });
    await expect(dnsRow).toContainText('Completed');
    // Named as the page knew it, with the ID support staff quote below the name.
    await expect(dnsRow.getByRole('link', { name: 'granit-it.se' })).toBeVisible();
    await expect(dnsRow).toContainText('zone_granit07');
    await expect(cdnRow).toContainText(/Security level.*Medium.*High/);
    await expectNoAxeViolations(page);

    await page.getByText('Export CSV').click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Rows as shown \(2\)/ }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'When,Area,What,Resource,Resource ID,Result,Problem code,Request ID,Before,After,Reverted at,Revert of the change at',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(
      ',CDN,Saved CDN settings,aurora-bakery.se,cdn_aurora01,Completed,,,Security level: Medium,Security level: High,,',
    );
    expect(csv).toContain(',DNS,Added DNS record TXT _dmarc,granit-it.se,zone_granit07,Completed,');

    // Like every list, the journal keeps its view in the URL: a reload shows it again, Back undoes it.
    await page.getByLabel('Search').fill('dmarc');
    await page.getByRole('combobox', { name: 'Area' }).selectOption({ label: 'DNS' });
    const areaHeader = journal.getByRole('columnheader', { name: 'Area' });
    await areaHeader.getByRole('button').click();
    await expect(areaHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/q=dmarc/);
    await expect(page).toHaveURL(/area=dns/);
    await expect(page).toHaveURL(/sort=area/);
    await expect(cdnRow).toBeHidden();
    await page.reload();
    await expect(areaHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByLabel('Search')).toHaveValue('dmarc');
    await expect(dnsRow).toBeVisible();
    await expect(cdnRow).toBeHidden();
    await page.goBack();
    await expect(areaHeader).toHaveAttribute('aria-sort', 'none');
    await page.goBack();
    await page.goBack();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(cdnRow).toBeVisible();

    await page.getByRole('button', { name: 'Revert: Added DNS record TXT _dmarc' }).click();
    const revertDns = page.getByRole('dialog', { name: 'Revert this change?' });
    const dnsDiff = revertDns.getByRole('table', { name: 'What the revert changes' });
    await expect(dnsDiff.getByRole('row', { name: /^Value/ })).toContainText('v=DMARC1; p=none');
    await expectNoAxeViolations(page, 'dialog');
    await revertDns.getByRole('button', { name: 'Revert' }).click();
    await expect(journal.getByRole('row', { name: /Deleted DNS record TXT _dmarc/ })).toContainText(
      /Revert of the change of /,
    );
    await expect(dnsRow).toContainText(/Reverted /);
    await expect(
      page.getByRole('button', { name: 'Revert: Added DNS record TXT _dmarc' }),
    ).toHaveCount(0);
    const deletes = await mock.requests({ method: 'DELETE', path: /zone_granit07\/records\// });
    expect(deletes).toHaveLength(1);
    // The entry's name starts on the line of its time, not in the middle of its tall row.
    const revertRow = journal.getByRole('row', { name: /Deleted DNS record TXT _dmarc/ });
    const baselines = await revertRow.evaluate(cellBaselines);
    expect(baselines.length).toBeGreaterThan(3);
    const time = baselines[0]?.at ?? 0;
    expect(baselines.filter((cell) => Math.abs(cell.at - time) > 1.5)).toEqual([]);

    await page.getByRole('button', { name: 'Revert: Saved CDN settings' }).click();
    const revertCdn = page.getByRole('dialog', { name: 'Revert this change?' });
    await expect(revertCdn.getByRole('row', { name: /Security level/ })).toContainText(
      /High\s*Medium/,
    );
    await revertCdn.getByRole('button', { name: 'Revert' }).click();
    await expect(journal.getByRole('row', { name: /Saved CDN settings/ })).toHaveCount(2);
    const patches = await mock.requests({ method: 'PATCH', path: /cdn\/zones\/cdn_aurora01/ });
    expect(patches.map((request) => request.body)).toEqual([
      { security: expect.objectContaining({ level: 'high' }) },
      { security: expect.objectContaining({ level: 'medium' }) },
    ]);

    // At 1280 px the whole journal fits its card in Swedish too, the revert buttons included:
    // the request ID sits under the result instead of in a column of its own.
    await chooseLanguage(page, 'sv');
    const svRegion = page.getByRole('region', { name: 'Aktivitetslogg' });
    await expect(svRegion.getByRole('button', { name: /^Ångra: / }).first()).toBeVisible();
    await expect
      .poll(() => svRegion.evaluate((region) => region.scrollWidth - region.clientWidth))
      .toBe(0);
    await chooseLanguage(page, 'en');

    // 360 px: the page fits and the journal scrolls sideways in its own region.
    await page.setViewportSize({ width: 360, height: 740 });
    const region = page.getByRole('region', { name: 'Activity journal' });
    await expect(region).toBeVisible();
    for (const part of [page.getByRole('heading', { level: 1 }), region])
      expect((await part.boundingBox())?.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('activity-360.png'), fullPage: true });
  });

  test('on a phone, a refused change shows its result, problem code and request ID together', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { remember: true });
    await page.goto('/dns/zone_granit07');
    await respond(
      page,
      { method: 'POST', path: /zone_granit07\/records$/ },
      {
        status: 409,
        body: { status: 409, code: 'record_conflict', title: 'Conflict', requestId: 'req_77' },
      },
      { times: 1 },
    );
    const add = await addDmarcRecord(page);
    await expect(add.getByText('req_77')).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await page.setViewportSize({ width: 360, height: 740 });
    const row = page
      .getByRole('table', { name: 'Activity journal' })
      .getByRole('row', { name: /Added DNS record TXT _dmarc/ });
    const failed = row.getByText('Failed', { exact: true });
    const code = row.getByText('Code record_conflict');
    const request = row.getByText(/Request ID\s*req_77/);
    await expect(failed).toBeVisible();
    // One cell of the card: the three lines start where the value column starts, under the badge.
    const left = async (part: typeof failed) => Math.round((await part.boundingBox())?.x ?? -1);
    expect(await left(code)).toBe(await left(failed));
    expect(await left(request)).toBe(await left(failed));
  });

  test('gives focus back to the Revert button after the dialog closes, however it closes', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await raiseSecurityLevel(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Activity' })
      .click();

    const revert = page.getByRole('button', { name: 'Revert: Saved CDN settings' });
    const dialog = page.getByRole('dialog', { name: 'Revert this change?' });
    await revert.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(revert).toBeFocused();

    await revert.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(revert).toBeFocused();

    await revert.click();
    await expect(dialog.getByRole('row', { name: /Security level/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await expect(dialog).toBeHidden();
    // The reverted entry is marked and offers no second revert; the revert itself can be undone.
    const journal = page.getByRole('table', { name: 'Activity journal' });
    await expect(journal.getByRole('row', { name: /Saved CDN settings/ })).toHaveCount(2);
    await expect(journal.getByRole('row', { name: /Reverted / })).toHaveCount(1);
    await expect(revert).toHaveCount(1);
    // Its button gone, focus goes to the journal's table (the revert is its top row), not the body.
    await expect(journal).toBeFocused();
  });

  test('records what a read-only session looks at only once it opts in', async ({ page, mock }) => {
    await signIn(page, mock, { role: 'support', readOnly: true });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const journal = page.getByRole('table', { name: 'Activity journal' });
    // Before opting in: a server looked at leaves no trace.
    await openServer(page, 'db-02');
    await expect(page.getByRole('heading', { level: 1, name: 'db-02' })).toBeVisible();
    await nav.getByRole('link', { name: 'Activity' }).click();
    const optIn = page.getByLabel('Record what this read-only session looks at');
    await expect(optIn).not.toBeChecked();
    await expect(page.getByRole('row', { name: /Looked at/ })).toHaveCount(0);

    await optIn.check();
    await expect(optIn).toBeChecked();
    await openServer(page, 'web-01');
    await expect(page.getByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    await nav.getByRole('link', { name: 'Activity' }).click();
    const viewed = journal.getByRole('row', { name: /Looked at a server/ });
    await expect(viewed).toHaveCount(1);
    await expect(viewed).toContainText('vps_web01');
    await expect(viewed).toContainText('Viewed');
    await expect(viewed.getByRole('button', { name: /Revert/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
