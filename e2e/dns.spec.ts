import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { chooseLanguage } from './shell-controls';
import { inkFeet } from './ink';
import { openDnsZone } from './navigation';
import { breaksInsideWords, cellBaselines, linesOfText, wordsSplitAcrossLines } from './text-lines';

/** aurora-bakery.se's records in Swedish, a zone behind the CDN (so with its proxy column). */
async function openAuroraRecordsInSwedish(page: Page, mock: MockApi) {
  await signIn(page, mock, { path: '/dns/zone_aurora01' });
  await chooseLanguage(page, 'sv');
  const table = page.getByRole('table', { name: 'Poster i aurora-bakery.se' });
  await expect(table.getByRole('switch', { name: 'Skicka www (CNAME) via CDN' })).toBeVisible();
  return table;
}

test.describe('DNS zone records', () => {
  test('adds, proxies and deletes records, with no accessibility violations', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openDnsZone(page, 'granit-it.se');
    const table = page.getByRole('table', { name: 'Records of granit-it.se' });
    await expect(table.getByRole('row', { name: /vpn AAAA/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a record to granit-it.se' });
    await dialog.getByLabel('Type').selectOption('TXT');
    await dialog.getByLabel('Name').fill('_dmarc');
    await dialog.getByLabel('Value').fill('"v=DMARC1; p=none"');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(dialog.getByText(/Enter the text without surrounding quotes/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByLabel('Value').fill('v=DMARC1; p=none');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(page.getByText('The TXT record _dmarc was added.')).toBeVisible();
    await expect(table.getByRole('row', { name: /_dmarc TXT/ })).toBeVisible();
    expect(
      (await mock.requests({ method: 'POST', path: /records$/ })).map((request) => request.body),
    ).toEqual([{ type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none' }]);

    const vpnSwitch = table.getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' });
    await vpnSwitch.click();
    await expect(vpnSwitch).toHaveAttribute('aria-checked', 'true');
    expect((await mock.requests({ method: 'PATCH' })).map((request) => request.body)).toEqual([
      { proxied: true },
    ]);

    // By keyboard: once the row that opened the dialog is gone, focus is on the table.
    await table.getByRole('button', { name: 'Delete AAAA record vpn' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete the AAAA record vpn?' });
    await expect(confirm.getByText('Its CDN proxy rule is removed with it.')).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await confirm.getByRole('button', { name: 'Delete record' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The AAAA record vpn was deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /vpn AAAA/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Records of granit-it.se' })).toBeFocused();
    expect(await mock.requests({ method: 'DELETE' })).toHaveLength(1);
  });

  test('filters and sorts the records of a zone', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/dns/zone_aurora01', remember: true });
    const table = page.getByRole('table', { name: 'Records of aurora-bakery.se' });
    await page.getByLabel('Type', { exact: true }).selectOption('TXT');
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByLabel('Search').fill('domainkey');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('Showing 1 of 13 records')).toBeVisible();
    // The view is in the URL: a reload shows it again.
    await expect(page).toHaveURL(/type=TXT/);
    await expect(page).toHaveURL(/q=domainkey/);
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue('domainkey');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('button', { name: /TTL/ }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('shop');
  });

  test('shows a zone of 2,000 records 100 at a time and searches all of them', async ({
    page,
    mock,
  }) => {
    await mock.scenario('large-account');
    await signIn(page, mock, { path: '/dns/zone_big50' });
    const table = page.getByRole('table', { name: 'Records of many-records.example' });
    await expect(table.getByRole('row')).toHaveCount(101);
    await expect(page.getByText('Showing 100 of 2,000 records')).toBeVisible();
    await expectNoAxeViolations(page);
    const more = page.getByRole('button', { name: 'Show 100 more records' });
    await more.click();
    await expect(table.getByRole('row')).toHaveCount(201);
    await expect(more).toBeFocused();
    await page.getByLabel('Search').fill('host-1999');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /^host-1999 A/ })).toBeVisible();
    await expect(page.getByText('Showing 1 of 2,000 records')).toBeVisible();
    await page.getByLabel('Search').fill('alias');
    await expect(
      page.getByText('Showing 100 of 400 matching records (2,000 in the zone)'),
    ).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(101);
  });

  test('explains why a root MX cannot be added while email forwarding is on', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_kaffe03' });
    await expect(page.getByText('Email forwarding is on')).toBeVisible();
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').selectOption('MX');
    await dialog.getByLabel('Name').fill('@');
    await dialog.getByLabel('Value').fill('mail.kaffekoppen.se');
    await dialog.getByLabel('Priority').fill('10');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(dialog.getByText(/Put the MX record on a subdomain/)).toBeVisible();
    // Said once: the panel's explanation with the request ID, not the server's text again.
    await expect(dialog.getByRole('alert')).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toContainText(/needs support/);
    await expect(dialog.getByRole('button', { name: 'Copy details for support' })).toBeVisible();
  });

  test('reads in Swedish on a narrow screen', async ({ page, mock }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    await chooseLanguage(page, 'sv');
    await expect(page.getByRole('heading', { name: 'Poster', level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Poster i aurora-bakery.se' })).toBeVisible();
    // Rows are cards on a phone: Edit and Delete are reached without scrolling sideways.
    await page.getByLabel('Sortera efter').selectOption({ label: 'TTL' });
    await expect(page).toHaveURL(/sort=ttl/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const remove = page.getByRole('button', { name: 'Ta bort A-posten shop' });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport({ ratio: 1 });
    // A card's label ("Namn") is set in the panel's font and size, as the other labels are; only
    // the technical value is small monospace.
    const name = page.getByRole('cell', { name: 'Namn shop', exact: true });
    const fonts = await name.evaluate((cell) => ({
      labelFont: getComputedStyle(cell, '::before').fontFamily,
      labelSize: getComputedStyle(cell, '::before').fontSize,
      valueFont: getComputedStyle(cell.querySelector('bdi') ?? cell).fontFamily,
      typeLabelSize: getComputedStyle(cell.nextElementSibling ?? cell, '::before').fontSize,
    }));
    expect(fonts.valueFont).toMatch(/mono/i);
    expect(fonts.labelFont).not.toMatch(/mono/i);
    expect(fonts.labelSize).toBe(fonts.typeLabelSize);
    // Each card's values start at one x, every one within its card; a card has no empty lines
    // ("Kontroll" only where the zone check found something).
    const cards = await page
      .getByRole('table', { name: 'Poster i aurora-bakery.se' })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cells = [...row.querySelectorAll('td, th')];
          const shown = cells.filter((cell) => cell.getBoundingClientRect().height > 0);
          const starts = new Set(
            shown.map((cell) =>
              Math.round(cell.firstElementChild?.getBoundingClientRect().left ?? -1),
            ),
          );
          const overflowing = shown.filter((cell) =>
            [...cell.querySelectorAll('*')].some(
              (part) =>
                part.getBoundingClientRect().right > cell.getBoundingClientRect().right + 0.5,
            ),
          );
          return {
            starts: starts.size,
            overflowing: overflowing.map((cell) => cell.getAttribute('data-label')),
            empty: shown
              .filter((cell) => !cell.textContent?.trim())
              .map((cell) => cell.getAttribute('data-label')),
            checks: shown.filter((cell) => cell.getAttribute('data-label') === 'Kontroll').length,
          };
        }),
      );
    expect(cards.length).toBeGreaterThan(5);
    for (const card of cards)
      expect({ ...card, checks: 0 }).toEqual({ starts: 1, overflowing: [], empty: [], checks: 0 });
    // Four records have findings: A and AAAA @, A shop and the DKIM key's TXT.
    expect(cards.filter((card) => card.checks === 1)).toHaveLength(4);
    await expectNoAxeViolations(page);
  });

  test('shows the proxy column on one line in every row, with or without a switch', async ({
    page,
    mock,
  }) => {
    const table = await openAuroraRecordsInSwedish(page, mock);
    // "Via CDN" beside a switch, "Bara DNS" without one, and the heading "CDN-proxy": one line each.
    const proxy = table.locator('th, td').filter({ hasText: /^(CDN-proxy|Via CDN|Bara DNS)$/ });
    const lines = await proxy.evaluateAll(linesOfText);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines).toEqual(lines.map(() => 1));
  });

  test('wraps a hostname value on a phone only after its dots', async ({ page, mock }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const table = await openAuroraRecordsInSwedish(page, mock);
    const values = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: /\b(CNAME|MX|NS|SRV)$/ }) })
      .locator('td code');
    expect(await values.count()).toBeGreaterThan(4);
    // "aurora-bakery." over "blogspot.example.com", never "aurora-" or "examp" over "le.com".
    for (const value of await values.all())
      expect(await value.evaluate(breaksInsideWords, '.')).toEqual([]);
  });

  test('on a phone, a record card’s Actions label sits on the line of its buttons’ words', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    const table = page.getByRole('table', { name: 'Records of aurora-bakery.se' });
    const edit = page.getByRole('button', { name: 'Edit A record @' });
    const actions = table.getByRole('cell').filter({ has: edit });
    const cell = await actions.boundingBox();
    const button = await edit.boundingBox();
    if (!cell || !button) throw new Error('the card is not on the screen');
    const buttonAt = button.x - cell.x;
    // "Actions" and "Edit" have no descenders: where their ink ends is their baseline.
    const [labelFoot, wordsFoot] = await inkFeet(actions, [
      [0, buttonAt - 4],
      [buttonAt, buttonAt + button.width],
    ]);
    expect(labelFoot).not.toBeNull();
    expect(Math.abs((labelFoot ?? 0) - (wordsFoot ?? 0))).toBeLessThanOrEqual(1);
  });

  test('keeps every row’s Edit and Delete side by side on a wide screen, beside a proxy column, and its name whole between dots', async ({
    page,
    mock,
  }) => {
    const table = await openAuroraRecordsInSwedish(page, mock);
    const rows = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Ändra / }) });
    expect(await rows.count()).toBeGreaterThan(5);
    const stacked = await rows.evaluateAll((trs) =>
      trs.flatMap((tr) => {
        const [edit, remove] = [...tr.querySelectorAll('td:last-child button')].map((button) =>
          button.getBoundingClientRect(),
        );
        return edit && remove && remove.top >= edit.bottom ? [tr.textContent] : [];
      }),
    );
    // A name wraps after a dot if at all ("_443._tcp." over "shop"), never inside a label.
    const names = table.locator('tbody tr > :first-child');
    expect(await names.count()).toBeGreaterThan(5);
    for (const name of await names.all())
      expect(await name.evaluate(breaksInsideWords, '.')).toEqual([]);
    // Nor does a button's own word wrap ("Ta" over "bort").
    const actions = table.getByRole('button', { name: /^(Ändra|Ta bort) / });
    expect(await actions.evaluateAll(linesOfText)).toEqual(
      Array.from({ length: await actions.count() }, () => 1),
    );
    expect(stacked).toEqual([]);
  });

  test('sets a record row’s texts on one line: the monospace name and value, the switch’s word, and Edit', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_aurora01' });
    const table = page.getByRole('table', { name: 'Records of aurora-bakery.se' });
    await expect(table.getByRole('row', { name: /^@ CAA/ })).toBeVisible();
    for (const [row, texts] of [
      [/^@ CAA/, ['@', 'CAA', '1 hour', 'DNS only', 'Edit']],
      [/^@ A /, ['@', 'A', '203.0.113.10', '1 hour', 'Proxied', 'Warning', 'Edit']],
    ] as const) {
      const baselines = await table.getByRole('row', { name: row }).evaluate(cellBaselines);
      expect(baselines.map((cell) => cell.text)).toEqual(expect.arrayContaining([...texts]));
      const type = baselines[1]?.at ?? 0;
      expect(baselines.filter((cell) => Math.abs(cell.at - type) > 1.5)).toEqual([]);
    }
  });

  for (const width of [1280, 360])
    test(`says once per locked root MX row why it cannot change, without breaking a word (${width} px)`, async ({
      page,
      mock,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, mock, { path: '/dns/zone_kaffe03' });
      await chooseLanguage(page, 'sv');
      const table = page.getByRole('table', { name: 'Poster i kaffekoppen.se' });
      const locked = table.getByRole('button', { name: /^(Ändra|Ta bort) MX-posten @$/ });
      await expect(locked).toHaveCount(4);
      for (const button of await locked.all()) {
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(/^Hanteras av e.postvidarebefordran\.$/);
      }
      const reasons = table.getByText(/^Hanteras av e.postvidarebefordran\.$/);
      await expect(reasons).toHaveCount(2);
      for (const reason of await reasons.all())
        expect(await reason.evaluate(wordsSplitAcrossLines)).toEqual([]);
    });

  test('a zone check on a phone puts each action under its explanation', async ({ page, mock }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/dns/zone_granit07' });
    const findings = page.getByRole('list', { name: 'Problems found in granit-it.se' });
    const explanation = findings.getByText(/^The zone receives mail/);
    const action = findings.getByRole('button', { name: 'Add a DMARC record' });
    await expect(action).toBeVisible();
    // The explanation keeps the width of the card instead of a narrow column beside the button.
    const layout = async () => {
      const [text, button] = await Promise.all([explanation.boundingBox(), action.boundingBox()]);
      if (!text || !button) return 'not laid out';
      if (button.y < text.y + text.height - 1) return 'button beside the text';
      return text.width > 250 ? 'button under a wide text' : `text ${text.width} px wide`;
    };
    await expect.poll(layout).toBe('button under a wide text');
  });
});

test.describe('search across all zones', () => {
  test('finds 192.0.2.11 in two zones, keeps the query in the URL, and opens the record', async ({
    page,
    mock,
  }) => {
    // Straight to the search: the zone list reads its shown zones for their check counts.
    await signIn(page, mock, { path: '/dns/search' });
    const field = page.getByRole('searchbox', { name: 'Name or value' });
    await expect(field).toBeVisible();
    const zoneReads = { method: 'GET', path: /\/api\/v2\/dns-zones\/zone_[^/]+$/ };
    expect(await mock.requests(zoneReads)).toEqual([]);

    await field.fill('192.0.2.11');
    await expect(page.getByText('2 matching records in 2 zones')).toBeVisible();
    await expect(page.getByText('All 7 zones read.')).toBeVisible();
    await expect(page).toHaveURL(/\/dns\/search\?q=192\.0\.2\.11$/);
    await expect(page.getByRole('region', { name: /granit-it\.se/ })).toContainText(
      'v=spf1 ip4:192.0.2.11 -all',
    );
    await expectNoAxeViolations(page);

    const readsBefore = (await mock.requests(zoneReads)).length;
    await page.getByRole('link', { name: 'A record app: 192.0.2.11' }).click();
    const table = page.getByRole('table', { name: /^Records of / });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /^app A/ })).toBeVisible();
    expect(await mock.requests(zoneReads)).toHaveLength(readsBefore);

    await page.goBack();
    await expect(field).toHaveValue('192.0.2.11');
    await expect(page.getByText('2 matching records in 2 zones')).toBeVisible();
  });
});
