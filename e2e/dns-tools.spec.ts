import { readFile } from 'node:fs/promises';
import { MOCK_API } from '../playwright.config';
import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { respond } from './faults';
import { chooseLanguage } from './shell-controls';
import { wordsSplitAcrossLines } from './text-lines';

// The DNS tools end to end: the record rules, the zone check, the zone file and mail presets.
// The details (every rule, every preset, the diff) are Vitest's; these prove the user's path.

const writes = async (mock: MockApi) =>
  (await mock.requests()).filter((request) => request.method !== 'GET');

test.describe('DNS tools', () => {
  test('refuses a CNAME beside another record in the dialog, sending nothing', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_granit07' });
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a record to granit-it.se' });
    await dialog.getByLabel('Type').selectOption('CNAME');
    await dialog.getByLabel('Name').fill('vpn');
    await dialog.getByLabel('Value').fill('vpn.example.net');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    await expect(dialog.getByText(/A CNAME must be the only record of its name/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    expect(await writes(mock)).toEqual([]);
  });

  test('shows the zone check with its explanation and opens the record to fix', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_nordic02' });
    const findings = page.getByRole('list', { name: 'Problems found in nordicfjord.com' });
    const finding = findings.getByRole('listitem').filter({ hasText: 'more than one SPF policy' });
    await expect(finding.first()).toBeVisible();
    await expect(finding.first().getByRole('link', { name: /Why\?/ })).toHaveAttribute(
      'href',
      /rfc7208/,
    );
    await finding.first().getByRole('button', { name: /^Fix / }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit (TXT|SPF) record @$/ });
    await expect(dialog.getByLabel('Value')).toHaveValue(/^v=spf1/);
    await expectNoAxeViolations(page, 'dialog');
  });

  test('exports a zone file and imports it into an empty zone, retrying only the failed line', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_fjall08', remember: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export zone file' }).click();
    const saved = await (await download).path();
    const text = await readFile(saved, 'utf8');
    expect(text).toContain('$ORIGIN fjallstugan.nu.');
    expect(text).toContain('@ 3600 IN MX 10 mx1.mail.example.net.');

    // Empty the zone behind the panel's back, then import the file into it.
    const zone = `${MOCK_API}/api/v2/dns-zones/zone_fjall08/records`;
    const headers = { Authorization: `Bearer ${mock.key()}` };
    const listed = (await (await page.request.get(zone, { headers })).json()) as {
      data: { id: string }[];
    };
    expect(listed.data).toHaveLength(5);
    for (const record of listed.data)
      expect((await page.request.delete(`${zone}/${record.id}`, { headers })).ok()).toBe(true);
    await page.reload();

    await respond(
      page,
      { method: 'POST', path: /zone_fjall08\/records$/ },
      { status: 503, body: { status: 503, code: 'upstream_failed', title: 'Upstream failed' } },
      { times: 1 },
    );
    await page.getByLabel('Import a zone file').setInputFiles({
      name: 'fjallstugan.nu.zone',
      mimeType: 'text/plain',
      buffer: Buffer.from(text),
    });
    const review = page.getByRole('list', { name: 'Changes to fjallstugan.nu' });
    await expect(
      page.getByText('5 to create, 0 to change, 0 to delete, 0 unchanged'),
    ).toBeVisible();
    await expect(review.getByText('New', { exact: true })).toHaveCount(5);
    await page.getByRole('button', { name: 'Apply 5 changes' }).click();
    await expect(page.getByText('4 applied, 1 failed.')).toBeVisible();
    const posts = () => mock.requests({ method: 'POST', path: /zone_fjall08\/records$/ });
    const first = (await posts()).map((request) => JSON.stringify(request.body));
    expect(first).toHaveLength(4);

    await page.getByRole('button', { name: 'Retry the failed change' }).click();
    await expect(page.getByText('5 applied, 0 failed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    const all = (await posts()).map((request) => JSON.stringify(request.body));
    expect(all).toHaveLength(5);
    // Five different records: the one new request is the line that failed, sent once more.
    expect(new Set(all).size).toBe(5);
    expect(all.filter((body) => !first.includes(body))).toHaveLength(1);
  });

  test('lines up the records of an import whatever their badge, with Cancel before Apply', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/dns/zone_fjall08' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export zone file' }).click();
    const exported = await readFile(await (await download).path(), 'utf8');
    // One record changed and one added: Unchanged, Changed and New, badges of three widths.
    await page.getByLabel('Import a zone file').setInputFiles({
      name: 'fjallstugan.nu.zone',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${exported.replace(' MX 10 ', ' MX 5 ')}shop 3600 IN A 192.0.2.50\n`),
    });
    const review = page.getByRole('list', { name: 'Changes to fjallstugan.nu' });
    await expect(
      page.getByText('1 to create, 1 to change, 0 to delete, 4 unchanged'),
    ).toBeVisible();
    const left = async (record: RegExp) =>
      Math.round((await review.getByText(record).boundingBox())?.x ?? -1);
    const unchanged = await left(/^www CNAME @$/);
    expect(unchanged).toBeGreaterThan(0);
    expect(await left(/^@ MX 5 mx1\.mail\.example\.net/)).toBe(unchanged);
    expect(await left(/^shop A 192\.0\.2\.50/)).toBe(unchanged);
    // Cancel first and the main action last, on the right, as in every dialog of the panel.
    const cancel = await page.getByRole('button', { name: 'Cancel' }).boundingBox();
    const apply = await page.getByRole('button', { name: 'Apply 2 changes' }).boundingBox();
    expect(cancel && apply && cancel.x + cancel.width <= apply.x).toBe(true);
  });

  test('on a phone in Swedish, a refused line says why with its request ID, and warnings wrap between words', async ({
    page,
    mock,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, mock, { path: '/dns/zone_staging09' });
    await chooseLanguage(page, 'sv');
    await respond(
      page,
      { method: 'POST', path: /zone_staging09\/records$/ },
      {
        status: 400,
        body: {
          status: 400,
          code: 'invalid_request',
          title: 'Invalid request',
          requestId: 'req_e2e_zone',
          errors: [
            { pointer: '/ttl', detail: 'TTL must be at least 300 on this zone.', code: 'ttl_low' },
          ],
        },
      },
    );
    // The panel's own button opens the browser's file picker.
    const opened = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importera en zonfil…' }).click();
    const chooser = await opened;
    await chooser.setFiles({
      name: 'staging.zone',
      mimeType: 'text/plain',
      buffer: Buffer.from(
        '$ORIGIN staging-internal.net.\n@ 3600 IN A 198.51.100.9\napi 60 IN A 198.51.100.11\n',
      ),
    });
    const review = page.getByRole('list', { name: 'Ändringar i staging-internal.net' });
    const warnings = review.getByText(/^Adressen är privat eller reserverad/);
    await expect(warnings).toHaveCount(2);
    for (const warning of await warnings.all())
      expect(await warning.evaluate(wordsSplitAcrossLines)).toEqual([]);

    await page.getByRole('button', { name: 'Genomför 1 ändring' }).click();
    await expect(page.getByText('0 genomförda, 1 misslyckade.')).toBeVisible();
    await expect(review.getByText(/^Misslyckades:/)).toHaveText(
      'Misslyckades: Ogiltig begäran: Från servern (på engelska): TTL must be at least 300 on this zone. (Förfrågnings-ID: req_e2e_zone)',
    );
  });

  test('applies a mail preset as a diff against the zone', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/dns/zone_fjall08' });
    await page.getByRole('button', { name: 'Set up mail…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mail setup for fjallstugan.nu' });
    await dialog.getByRole('radio', { name: 'Google Workspace' }).check();
    const review = dialog.getByRole('list', { name: 'Changes to fjallstugan.nu' });
    await expect(review).toContainText('@ MX 1 smtp.google.com');
    await expect(
      dialog.getByText('1 to create, 2 to change, 0 to delete, 0 unchanged'),
    ).toBeVisible();
    await expect(dialog.getByText(/every other record stays as it is/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    // Cancel first and the main action last, on the right, as in every dialog of the panel.
    const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    const apply = await dialog.getByRole('button', { name: 'Apply 3 changes' }).boundingBox();
    expect(cancel && apply && cancel.x + cancel.width <= apply.x).toBe(true);
    await dialog.getByRole('button', { name: 'Apply 3 changes' }).click();
    await expect(dialog.getByText('3 applied, 0 failed.')).toBeVisible();
    const sent = (await writes(mock)).map((request) => ({
      method: request.method,
      body: request.body,
    }));
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        { method: 'PUT', body: { type: 'MX', name: '@', value: 'smtp.google.com', priority: 1 } },
        {
          method: 'PUT',
          body: { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com ~all' },
        },
        { method: 'POST', body: { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none;' } },
      ]),
    );
  });
});
