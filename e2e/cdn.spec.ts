import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { chooseLanguage } from './shell-controls';
import { linesOfText } from './text-lines';
import { openFromNavigation } from './navigation';

test.describe('CDN zone settings', () => {
  test('saves only the changed groups, checks allowlist entries and purges the cache, with no accessibility violations', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openFromNavigation(page, 'CDN', 'CDN zones', 'aurora-bakery.se');
    await expect(page.getByRole('heading', { level: 1, name: 'aurora-bakery.se' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Security level').selectOption('high');
    const ips = page.getByRole('group', { name: 'IP addresses and ranges' });
    await ips.getByLabel('Add an IP address or range').fill('10.0.0.0/33');
    await ips.getByRole('button', { name: 'Add' }).click();
    await expect(ips.getByText(/Not an IP address or CIDR range/)).toBeVisible();
    await ips.getByLabel('Add an IP address or range').fill('2001:db8:1::/48');
    await ips.getByLabel('Add an IP address or range').press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: '2 changes: Security level, IP addresses and ranges' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved: security, WAF allowlists.')).toBeVisible();

    const bodies = (await mock.requests({ method: 'PATCH', path: /cdn\/zones/ })).map(
      (request) => request.body,
    );
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0] as object).sort()).toEqual(['security', 'waf']);
    expect(bodies[0]).toMatchObject({
      security: { level: 'high' },
      waf: { ipAllowlist: ['198.51.100.24', '2001:db8:4a7::/48', '2001:db8:1::/48'] },
    });

    await page.getByRole('button', { name: 'Purge the whole cache…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purge the whole cache?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Purge cache' }).click();
    await expect(page.getByText(/The cache was purged/)).toBeVisible();
    expect((await mock.requests({ method: 'PATCH' })).at(-1)?.body).toEqual({
      cache: { purgeCache: true },
    });
  });

  test('challenges visitors outside a chosen audience with the spec’s two settings', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_nordic02' });
    await page.getByRole('checkbox', { name: 'Challenge visitors outside my audience' }).check();
    const audience = page.getByRole('group', { name: 'Audience' });
    await audience.getByLabel('Add a country').selectOption('NO');
    await audience.getByRole('button', { name: 'Add' }).click();
    await expect(audience.getByRole('button', { name: 'Remove Norway' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved: WAF allowlists, audience countries.')).toBeVisible();
    const [patch] = await mock.requests({ method: 'PATCH' });
    expect(patch?.body).toMatchObject({
      waf: { visitorProfileMode: 'challenge' },
      geoRestriction: { mode: 'whitelist', additionalCountries: ['SE', 'NO'] },
    });
  });

  test('draws every checkbox the same size, beside a hint of one line or of two', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_aurora01' });
    await chooseLanguage(page, 'sv');
    const boxes = page.getByRole('form', { name: 'Inställningar' }).getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    const sizes = await boxes.evaluateAll((all) =>
      all.map((box) => {
        const { width, height } = box.getBoundingClientRect();
        return `${box.id}: ${Math.round(width)}×${Math.round(height)}`;
      }),
    );
    expect(sizes.length).toBeGreaterThan(5);
    const first = sizes[0]?.split(': ')[1];
    expect(sizes).toEqual(sizes.map((size) => `${size.split(': ')[0]}: ${first}`));
  });

  test('puts Add beside the country list it adds from, whose hint still describes it', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_aurora01' });
    const audience = page.getByRole('group', { name: 'Audience' });
    const picker = audience.getByRole('combobox', { name: 'Add a country' });
    await expect(picker).toHaveAccessibleDescription(
      'Visitors from the countries you add reach the site without a challenge.',
    );
    const [list, add] = await Promise.all(
      [picker, audience.getByRole('button', { name: 'Add', exact: true })].map((box) =>
        box.boundingBox(),
      ),
    );
    // Their middles at about one height (a hint under the list put the button 16 px lower).
    const middle = (box: typeof list) => (box?.y ?? 0) + (box?.height ?? 0) / 2;
    expect(Math.abs(middle(add) - middle(list))).toBeLessThan(5);
  });

  test('keeps each allowlist’s Add level with its field, with an error under the field too', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_aurora01' });
    const field = page.getByRole('textbox', { name: 'Add an IP address or range' });
    const group = page.getByRole('group').filter({ has: field }).last();
    const add = group.getByRole('button', { name: 'Add', exact: true });
    const level = async () => {
      const [box, button] = await Promise.all([field.boundingBox(), add.boundingBox()]);
      return { top: button?.y === box?.y, height: button?.height === box?.height };
    };
    await expect.poll(level).toEqual({ top: true, height: true });
    await field.fill('not an address');
    await add.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(level).toEqual({ top: true, height: true });
  });

  test('a pending zone explains itself, in Swedish too', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/cdn/cdn_granit07' });
    await expect(
      page.getByText(/Waiting for granit-it\.se to use the CDN nameservers/).first(),
    ).toBeVisible();
    await chooseLanguage(page, 'sv');
    await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Åtgärder och om de är tillgängliga' })
        .getByRole('row', { name: /Aktivera zonen/ }),
    ).toContainText('Inte tillgänglig');
    await expectNoAxeViolations(page);
  });
});

test.describe('CDN security report', () => {
  test('serves the stale report, picks up the newer one by itself, with no accessibility violations', async ({
    page,
    mock,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, mock, { path: '/cdn/security' });
    await expect(page.getByText('A newer report is on its way')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Security actions per hour' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The mock finishes the refresh on the third read; the page polls every few seconds.
    await expect(page.getByText('A newer report is on its way')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText('The newer report is here.')).toBeAttached();
    expect(await mock.requests({ method: 'GET', path: /security-insights$/ })).toHaveLength(3);

    await page.getByText('Show the numbers').click();
    await expect(
      page.getByRole('table', { name: 'Security actions per hour' }).getByRole('row'),
    ).toHaveCount(25);
    await page
      .getByRole('table', { name: 'Security actions per zone' })
      .getByRole('link', { name: 'aurora-bakery.se' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'aurora-bakery.se' })).toBeVisible();
  });

  test('reads naturally in Swedish and marks minimum counts', async ({ page, mock }) => {
    await mock.scenario('cdn-report-ready');
    await signIn(page, mock, { path: '/cdn/security' });
    await chooseLanguage(page, 'sv');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Säkerhetsrapport för CDN' }),
    ).toBeVisible();
    await expect(page.getByText(/markerade med ”minst” är minimivärden/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sammanfattning' })).toContainText(
      'De flesta utmaningarna gällde besökare utanför aurora-bakery.se:s valda målgrupp',
    );
    // A share such as "25,5 %" stays on one line beside its bar, the Swedish space included.
    const countryShares = page
      .getByRole('table', { name: 'Vanligaste länderna' })
      .getByRole('cell', { name: /%$/ });
    await expect(countryShares.first()).toBeVisible();
    const linesPerShare = await countryShares.evaluateAll(linesOfText);
    expect(linesPerShare.length).toBeGreaterThan(3);
    expect(linesPerShare.every((count) => count === 1)).toBe(true);
    // A path wraps after a slash, never at its hyphen ("/wp-" over "content/uploads/").
    const segment = page
      .getByRole('table', { name: 'Vanligaste sökvägarna' })
      .getByText('wp-content/', { exact: true });
    expect(await segment.evaluateAll(linesOfText)).toEqual([1]);
    // The day's five figures stand on one line, though "Släppta igenom som betrodda" wraps.
    const tiles = page.getByRole('region', { name: 'De senaste 24 timmarna i siffror' });
    const labels = tiles.locator('dt');
    await expect(labels).toHaveCount(5);
    expect(Math.max(...(await labels.evaluateAll(linesOfText)))).toBeGreaterThan(1);
    const figureTops = await tiles
      .locator('dt + dd')
      .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().top));
    expect(figureTops).toHaveLength(5);
    expect(new Set(figureTops).size).toBe(1);
    // Side by side at desktop width, each trusted-traffic table fits its half without scrolling.
    for (const name of ['Betrodda sökvägar', 'Verifierade robotar']) {
      const table = page.getByRole('table', { name });
      await expect(table).toBeVisible();
      const hidden = await table.evaluate(
        (element) => element.getBoundingClientRect().width - element.parentElement!.clientWidth,
      );
      expect(hidden, `${name} is cut off by ${hidden} px`).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
  });

  test('keeps each date of the report’s period on one line on a phone, in Swedish', async ({
    page,
    mock,
  }) => {
    await mock.scenario('cdn-report-ready');
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/cdn/security' });
    await chooseLanguage(page, 'sv');
    const period = page.getByText(/^Gäller /);
    await expect(period).toBeVisible();
    // Each "28 nov. 2026 04:00" lies on one line: the line breaks between them, never inside.
    const linesPerDate = await period.evaluate((element) => {
      const text = element.firstChild;
      if (!text) return [];
      return [...(text.textContent ?? '').matchAll(/\d{1,2}\s\S+\s\d{4}\s\d{2}:\d{2}/g)].map(
        (date) => {
          const range = document.createRange();
          range.setStart(text, date.index);
          range.setEnd(text, date.index + date[0].length);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
        },
      );
    });
    expect(linesPerDate).toEqual([1, 1]);
  });

  test('fills both columns of the breakdowns: the two short tables share the last cell', async ({
    page,
    mock,
  }) => {
    await mock.scenario('cdn-report-ready');
    await signIn(page, mock, { path: '/cdn/security' });
    const left = async (name: string) => {
      const table = page.getByRole('table', { name });
      await expect(table).toBeVisible();
      return Math.round((await table.boundingBox())?.x ?? 0);
    };
    const [countries, paths, ips, actions, sources] = [
      await left('Top countries'),
      await left('Top paths'),
      await left('Top IP addresses'),
      await left('Actions taken'),
      await left('What triggered them'),
    ];
    expect([paths, ips, actions, sources]).toEqual([actions, countries, paths, paths]);
    expect(paths).toBeGreaterThan(countries);
  });

  test('explains when there is nothing to report', async ({ page, mock }) => {
    await mock.scenario('cdn-report-unsupported');
    await signIn(page, mock, { path: '/cdn/security' });
    await expect(page.getByText('The security report is not available')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('sticky bars', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('never hide the focused control (WCAG 2.4.11): the header above, the save bar below', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/cdn/cdn_aurora01' });
    await page.getByRole('checkbox', { name: 'Early Hints' }).click();
    await expect(page.locator('[data-save-bar]').getByRole('status')).toHaveText(/1 change/);
    let checked = 0;
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      // Measured in the page in one go: is what sits on top at the focused control's centre the
      // control itself? The sticky header and save bar are the only things that could cover it.
      const seen = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const onTop = document.elementFromPoint(x, y);
        const visible = onTop !== null && (focused === onTop || focused.contains(onTop));
        return {
          label: focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 40) ?? '',
          coveredBy: visible
            ? null
            : onTop
              ? `<${onTop.tagName.toLowerCase()} class="${onTop.className}">`
              : 'off screen',
        };
      });
      if (!seen) continue;
      expect(seen.coveredBy, `focus on “${seen.label}”`).toBeNull();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
