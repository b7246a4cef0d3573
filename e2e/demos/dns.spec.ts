import { dnsMessages } from '../../src/features/dns/messages';
import { recordMessages } from '../../src/features/dns/records/messages';
import { caption, defineTour } from './define-tour';

defineTour('3-dns', caption('DNS', 'DNS'), async (tour) => {
  const { page } = tour;
  const t = tour.t(dnsMessages);
  const records = tour.t(recordMessages);
  const table = () =>
    page.getByRole('table', { name: records('tableLabel', { zone: 'aurora-bakery.se' }) });

  await tour.step(caption('The DNS zones of the account', 'Kontots DNS-zoner'), () =>
    tour.open('/dns'),
  );
  await tour.step(
    caption(
      'A zone and its records, with the CDN proxy switch per record',
      'En zon och dess poster, med CDN-proxyn per post',
    ),
    () => tour.open('/dns/zone_aurora01'),
  );
  await tour.step(
    caption('Filtering records by type and text', 'Filtrera poster på typ och text'),
    async () => {
      await page.getByLabel(records('filterType')).selectOption('TXT');
      await page.getByText(records('showing', { shown: 3, total: 13 })).waitFor();
    },
  );
  await page
    .getByRole('button', { name: records('clearFilters') })
    .click()
    .catch(() => undefined);
  await tour.step(
    caption(
      'Adding a record: the form follows the record type',
      'Lägga till en post: formuläret följer posttypen',
    ),
    async () => {
      await page
        .getByRole('button', { name: records('add') })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: records('addTitle', { zone: 'aurora-bakery.se' }) })
        .waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption('Editing a record', 'Redigera en post'),
    async () => {
      await table()
        .getByRole('button', { name: records('editLabel', { type: 'A', name: 'shop' }) })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'Deleting a record says what stops working',
      'Att ta bort en post säger vad som slutar fungera',
    ),
    async () => {
      await table()
        .getByRole('button', { name: records('deleteLabel', { type: 'CNAME', name: 'blogg' }) })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'The record is gone, and the change is announced',
      'Posten är borta, och ändringen meddelas',
    ),
    async () => {
      await page
        .getByRole('dialog')
        .getByRole('button', { name: records('deleteConfirm') })
        .click();
      await page.getByText(records('deleted', { type: 'CNAME', name: 'blogg' })).waitFor();
    },
  );
  await tour.step(
    caption(
      'A gate: with email forwarding on, the root MX records are not editable',
      'En spärr: med e-postvidarebefordran påslagen går rotens MX-poster inte att ändra',
    ),
    async () => {
      await tour.open('/dns/zone_kaffe03');
      await page.getByText(t('forwardingTitle')).waitFor();
    },
  );
  await tour.step(
    caption(
      'A large zone: 2,000 records, filtered as you type',
      'En stor zon: 2 000 poster, filtrerade medan du skriver',
    ),
    async () => {
      await tour.scenario('large-account');
      await tour.open('/dns/zone_big50');
      await page.getByLabel(records('filterText')).fill('host-19');
      await page.waitForLoadState('networkidle');
    },
    { area: 'view' },
  );
});
