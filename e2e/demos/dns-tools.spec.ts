import { readFile } from 'node:fs/promises';
import { lintMessages } from '../../src/features/dns/lint/messages';
import { mailPresetMessages } from '../../src/features/dns/mail-presets/messages';
import { zoneFileMessages } from '../../src/features/dns/zone-file/messages';
import { zoneSearchMessages } from '../../src/features/dns/zone-search/messages';
import { caption, defineTour } from './define-tour';

defineTour('3b-dns-tools', caption('DNS tools', 'DNS-verktyg'), async (tour) => {
  const { page } = tour;
  const search = tour.t(zoneSearchMessages);
  const lint = tour.t(lintMessages);
  const zoneFile = tour.t(zoneFileMessages);
  const mail = tour.t(mailPresetMessages);
  const review = (zone: string) =>
    page.getByRole('list', { name: zoneFile('reviewLabel', { zone }) });

  await tour.step(
    caption(
      'Searching every zone for an address: 192.0.2.11, also inside SPF values',
      'Sök efter en adress i alla zoner: 192.0.2.11, även i SPF-värden',
    ),
    async () => {
      await tour.open('/dns/search?q=192.0.2.11');
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(search('found', { records: '\\d+', zones: '\\d+' })) })
        .waitFor();
      await page.waitForLoadState('networkidle');
    },
  );
  await tour.step(
    caption(
      'The zone check: each finding with its reason, a link to why, and the record to fix',
      'Zonkontrollen: varje fynd med skäl, en länk till varför och posten att rätta',
    ),
    async () => {
      await tour.open('/dns/zone_nordic02');
      await page
        .getByRole('list', { name: lint('findingsLabel', { zone: 'nordicfjord.com' }) })
        .getByRole('listitem')
        .first()
        .waitFor();
    },
  );
  await tour.step(
    caption('Fix opens the record, ready to edit', 'Rätta öppnar posten, klar att ändra'),
    async () => {
      await page
        .getByRole('list', { name: lint('findingsLabel', { zone: 'nordicfjord.com' }) })
        .getByRole('button', { name: new RegExp(`^${lint('fix')} `) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'Importing a zone file: every change is listed before anything is sent',
      'Importera en zonfil: varje ändring visas innan något skickas',
    ),
    async () => {
      await tour.open('/dns/zone_fjall08');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: zoneFile('export') }).click();
      const exported = await readFile((await (await download).path()) ?? '', 'utf8');
      // The file as a user might edit it: one record changed, one added.
      const edited = `${exported.replace(' MX 10 ', ' MX 5 ')}shop 3600 IN A 192.0.2.50\n`;
      await page.getByLabel(zoneFile('importLabel')).setInputFiles({
        name: 'fjallstugan.nu.zone',
        mimeType: 'text/plain',
        buffer: Buffer.from(edited),
      });
      await review('fjallstugan.nu').waitFor();
    },
  );
  await tour.step(
    caption(
      'Mail setup: a provider preset, shown as the changes it makes to the zone',
      'E-postinställning: en förinställd leverantör, visad som ändringarna i zonen',
    ),
    async () => {
      await tour.open('/dns/zone_fjall08');
      await page.getByRole('button', { name: mail('open') }).click();
      const dialog = page.getByRole('dialog', {
        name: mail('dialogTitle', { zone: 'fjallstugan.nu' }),
      });
      await dialog.getByRole('radio', { name: mail('preset_google') }).check();
      await dialog
        .getByRole('list', { name: zoneFile('reviewLabel', { zone: 'fjallstugan.nu' }) })
        .waitFor();
    },
    { area: 'view' },
  );
});
