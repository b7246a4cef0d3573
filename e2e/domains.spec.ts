import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { openFromNavigation } from './navigation';
import { doubleClickSendsOnce } from './faults';
import { chooseLanguage } from './shell-controls';
import { breaksInsideWords, wordsSplitAcrossLines } from './text-lines';

async function openDomain(page: Page, name: string) {
  await openFromNavigation(page, 'Domains', 'Domains', name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('domain detail: nameservers, DNSSEC and renewal', () => {
  test('changes to external nameservers with glue, with no accessibility violations', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openDomain(page, 'fjallstugan.nu');
    await expectNoAxeViolations(page);

    const section = page.getByRole('region', { name: 'Nameservers' });
    await section.getByRole('button', { name: 'Change nameservers' }).click();
    const form = section.getByRole('form', { name: 'New nameservers' });
    await form.getByLabel('Nameserver 1', { exact: true }).fill('ns1.fjallstugan.nu');
    await form.getByLabel('Nameserver 2', { exact: true }).fill('ns2.example.net');
    await form.getByLabel('Glue IP for nameserver 1').fill('192.0.2.80');
    await expectNoAxeViolations(page);
    // Cancel first and Save last, on the right, as in every dialog and form of the panel.
    const [cancel, save] = await Promise.all(
      ['Cancel', 'Save nameservers'].map((name) =>
        form.getByRole('button', { name, exact: true }).boundingBox(),
      ),
    );
    expect((cancel?.x ?? 0) + (cancel?.width ?? 0)).toBeLessThan(save?.x ?? 0);
    expect(save?.y).toBe(cancel?.y);
    // Each Remove beside the hostname it removes, not across the form past the glue column.
    for (const number of [1, 2]) {
      const [field, remove] = await Promise.all([
        form.getByLabel(`Nameserver ${number}`, { exact: true }).boundingBox(),
        form.getByRole('button', { name: `Remove nameserver ${number}` }).boundingBox(),
      ]);
      const fieldRight = (field?.x ?? 0) + (field?.width ?? 0);
      expect(remove?.x ?? Infinity).toBeGreaterThan(fieldRight);
      expect(remove?.x ?? Infinity).toBeLessThan(fieldRight + 24);
      expect(remove?.y ?? 0).toBeGreaterThan(field?.y ?? Infinity);
      expect((remove?.y ?? Infinity) + (remove?.height ?? 0)).toBeLessThan(
        (field?.y ?? 0) + (field?.height ?? 0),
      );
    }
    await doubleClickSendsOnce(page, form.getByRole('button', { name: 'Save nameservers' }), {
      method: 'POST',
      path: /\/nameservers$/,
    });

    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Nameservers of fjallstugan.nu saved'),
    ).toBeVisible();
    const table = section.getByRole('table', { name: 'Current nameservers' });
    await expect(
      table.getByRole('row', { name: /ns1\.fjallstugan\.nu 192\.0\.2\.80/ }),
    ).toBeVisible();
    const posts = await mock.requests({ method: 'POST', path: /\/nameservers$/ });
    expect(posts.map((entry) => entry.body)).toEqual([
      { nameservers: ['ns1.fjallstugan.nu', 'ns2.example.net'], nsips: ['192.0.2.80', ''] },
    ]);
  });

  test('switches to the managed pair and follows the job to completion', async ({ page, mock }) => {
    await signIn(page, mock);
    await mock.holdJobs();
    await openDomain(page, 'kaffekoppen.se');
    const section = page.getByRole('region', { name: 'Nameservers' });
    await section.getByRole('button', { name: 'Change nameservers' }).click();
    await section.getByRole('button', { name: 'Use our nameservers' }).click();
    await section.getByRole('button', { name: 'Save nameservers' }).click();

    await expect(section.getByText('Switch kaffekoppen.se to managed nameservers')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Change nameservers' })).toBeDisabled();
    await mock.holdJobs(false);
    await expect(section.getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText('Our managed nameservers')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Change nameservers' })).toBeEnabled();
  });

  test('shows the registry lock as the reason nameservers cannot change', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openDomain(page, 'nordicfjord.com');
    const section = page.getByRole('region', { name: 'Nameservers' });
    await expect(section.getByRole('button', { name: 'Change nameservers' })).toBeDisabled();
    await expect(
      section.getByText(
        'The registry lock is on. Removing it needs support; this panel cannot do it.',
      ),
    ).toBeVisible();
    await expect(section.getByText('Registry lock is on', { exact: true })).toBeVisible();
  });

  test('deletes a DNSSEC record after confirming, and it is gone', async ({ page, mock }) => {
    await signIn(page, mock);
    await openDomain(page, 'nordicfjord.com');
    const section = page.getByRole('region', { name: 'DNSSEC' });
    const ds = section.getByRole('table', { name: 'DS records' });
    await expect(ds.getByRole('row')).toHaveCount(3);
    await ds
      .getByRole('row', { name: /SHA-1 \(1\)/ })
      .getByRole('button', { name: 'Delete DS record 40112' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete DS record 40112?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Delete record' }).click();

    await expect(section.getByText('DS record 40112 was deleted.')).toBeVisible();
    await expect(ds.getByRole('row')).toHaveCount(2);
    await expect(ds.getByText('SHA-1 (1)')).toHaveCount(0);
    expect(await mock.requests({ method: 'DELETE' })).toEqual([
      expect.objectContaining({ path: '/api/v2/domains/dom_nordic02/dnssec/dsr_nordic02' }),
    ]);
  });

  test('on a phone, in Swedish, a nameserver wraps after its dots and an algorithm’s name stays whole', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/domains/dom_aurora01' });
    await chooseLanguage(page, 'sv');
    // "ns1.panel-dns." over "example", never "ns1.panel-" over "dns.example".
    const hostnames = page
      .getByRole('table', { name: 'Nuvarande namnservrar' })
      .locator('td code')
      .filter({ hasText: /^ns\d/ });
    await expect(hostnames).toHaveCount(2);
    for (const hostname of await hostnames.all())
      expect(await hostname.evaluate(breaksInsideWords, '.')).toEqual([]);
    // "ECDSAP256SHA256" over "(13)" if need be, never "ECDSAP256SHA2" over "56 (13)".
    const algorithm = page
      .getByRole('table', { name: 'DS-poster' })
      .getByRole('cell', { name: /ECDSAP256SHA256 \(13\)/ });
    expect(await algorithm.evaluate(wordsSplitAcrossLines)).toEqual([]);
    // …and stays inside its cell on the card.
    const overrun = await algorithm.evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return text.getBoundingClientRect().right - cell.getBoundingClientRect().right;
    });
    expect(overrun).toBeLessThanOrEqual(0);
  });

  test('accepts a renewal and offers the https payment link', async ({ page, mock }) => {
    await signIn(page, mock);
    await openDomain(page, 'aurora-bakery.se');
    const section = page.getByRole('region', { name: 'Renewal' });
    await section.getByRole('button', { name: 'Accept renewal' }).click();

    await expect(
      section.getByText('Renewal accepted. Pay invoice 2026-111 (SEK 189.00) to complete it.'),
    ).toBeVisible();
    const pay = section.getByRole('link', { name: /Pay invoice 2026-111/ });
    await expect(pay).toHaveAttribute('href', /^https:\/\//);
    await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      (await mock.requests({ method: 'POST', path: /respond-to-renewal$/ })).map(
        (entry) => entry.body,
      ),
    ).toEqual([{ decision: 'accept' }]);
    await expectNoAxeViolations(page);
  });

  test('a team key is told that declining needs billing permission', async ({ page, mock }) => {
    await signIn(page, mock, { role: 'team' });
    await openDomain(page, 'aurora-bakery.se');
    const section = page.getByRole('region', { name: 'Renewal' });
    await section.getByRole('button', { name: 'Decline renewal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the renewal of aurora-bakery.se?' });
    await dialog.getByRole('button', { name: 'Decline renewal' }).click();

    await expect(dialog.getByText('Missing permission: write:billing')).toBeVisible();
    await expect(dialog.getByText(/the API key also needs billing permission/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('heading', { name: 'Renewal for 1 year' })).toBeVisible();
  });

  test('declining as the owner cancels the order, in Swedish', async ({ page, mock }) => {
    await signIn(page, mock);
    await chooseLanguage(page, 'sv');
    await page
      .getByRole('navigation', { name: 'Huvudnavigering' })
      .getByRole('link', { name: 'Domäner', exact: true })
      .click();
    await page
      .getByRole('table', { name: 'Domäner' })
      .getByRole('link', { name: 'aurora-bakery.se', exact: true })
      .click();
    const section = page.getByRole('region', { name: 'Förnyelse' });
    await section.getByRole('button', { name: 'Avböj förnyelsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avböja förnyelsen av aurora-bakery.se?' });
    await dialog.getByRole('button', { name: 'Avböj förnyelsen' }).click();

    await expect(
      section.getByText('Förnyelsen är avböjd. Ordern och dess faktura makulerades.'),
    ).toBeVisible();
    await expect(section.getByText('Ingen förnyelse väntar på svar.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Domäner' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
