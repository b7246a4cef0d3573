import { listMessages } from '../../src/components/list/messages';
import { commonMessages } from '../../src/components/messages';
import { operationMessages } from '../../src/components/operations/messages';
import { bulkDnsMessages } from '../../src/features/domains/bulk-dns/messages';
import { dnssecMessages } from '../../src/features/domains/dnssec/messages';
import { domainMessages } from '../../src/features/domains/messages';
import { nameserverMessages } from '../../src/features/domains/nameservers/messages';
import { renewalMessages } from '../../src/features/domains/renewal/messages';
import { caption, defineTour } from './define-tour';

defineTour('2-domains', caption('Domains', 'Domäner'), async (tour) => {
  const { page } = tour;
  const t = tour.t(domainMessages);
  const ns = tour.t(nameserverMessages);
  const dnssec = tour.t(dnssecMessages);
  const renewal = tour.t(renewalMessages);
  const bulk = tour.t(bulkDnsMessages);
  const ops = tour.t(operationMessages);
  const list = tour.t(listMessages);
  const common = tour.t(commonMessages);
  const region = (name: string) => page.getByRole('region', { name, exact: true });

  await tour.step(
    caption(
      'Every domain with its status, expiry and renewal',
      'Alla domäner med status, utgångsdatum och förnyelse',
    ),
    () => tour.open('/domains'),
  );
  await tour.step(
    caption(
      'Filtered by status and sorted by expiry; the view is kept in the address',
      'Filtrerad på status och sorterad på utgångsdatum; vyn sparas i adressen',
    ),
    async () => {
      await page.getByLabel(t('status'), { exact: true }).selectOption('active');
      const header = page
        .getByRole('table', { name: t('listLabel') })
        .getByRole('columnheader', { name: t('expires') });
      await header.getByRole('button').click();
      await header.getByRole('button').click();
      await page
        .getByRole('table', { name: t('listLabel') })
        .getByRole('columnheader', { name: t('expires') })
        .and(page.locator('[aria-sort="descending"]'))
        .waitFor();
    },
  );
  await tour.step(
    caption(
      'Export CSV: the rows as shown, or everything',
      'Exportera CSV: raderna som de visas, eller allt',
    ),
    async () => {
      await page.getByText(list('exportCsv'), { exact: true }).click();
      await page
        .getByRole('button', {
          name: new RegExp(`^${list('exportShown', { count: '\\d+' }).replace(/[()]/g, '\\$&')}`),
        })
        .waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'A domain: summary, nameservers, DNSSEC and a renewal waiting for an answer',
      'En domän: översikt, namnservrar, DNSSEC och en förnyelse som väntar på svar',
    ),
    () => tour.open('/domains/dom_aurora01'),
    { readme: { name: 'domain', variant: 'en-light' } },
  );
  await tour.step(
    caption(
      'Declining a renewal says what is lost before anything is sent',
      'Att avböja en förnyelse säger vad som går förlorat innan något skickas',
    ),
    async () => {
      await region(renewal('title'))
        .getByRole('button', { name: renewal('decline') })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'Deleting a DNSSEC record is confirmed, with the risk in words',
      'Att ta bort en DNSSEC-post bekräftas, med risken utskriven',
    ),
    async () => {
      await region(dnssec('title'))
        .getByRole('button', { name: dnssec('deleteDs', { keyTag: 2371 }) })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'Changing nameservers: the form checks hostnames and glue addresses',
      'Byta namnservrar: formuläret kontrollerar värdnamn och glue-adresser',
    ),
    async () => {
      await tour.open('/domains/dom_kaffe03');
      await region(ns('title'))
        .getByRole('button', { name: ns('change') })
        .click();
      await region(ns('title'))
        .getByRole('button', { name: ns('useManaged') })
        .click();
    },
    { area: region(ns('title')) },
  );
  await tour.step(
    caption(
      'The switch to managed nameservers runs as an operation with progress',
      'Bytet till våra namnservrar körs som en åtgärd med förlopp',
    ),
    async () => {
      await region(ns('title'))
        .getByRole('button', { name: ns('save') })
        .click();
      await page
        .getByRole('progressbar', {
          name: new RegExp(`^${ns('switchTitle', { name: 'kaffekoppen.se' })}`),
        })
        .waitFor();
    },
    { area: region(ns('title')) },
  );
  await tour.step(
    caption(
      '…and it completes: the new nameservers are shown',
      '…och den blir klar: de nya namnservrarna visas',
    ),
    async () => {
      await page
        .getByRole('progressbar', { name: new RegExp(ops('completed')) })
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    },
    { area: region(ns('title')) },
  );
  await tour.step(
    caption(
      'A gate that blocks: the registry lock stops nameserver changes, and says so',
      'En spärr: registerlåset stoppar namnserverbyten, och säger det',
    ),
    async () => {
      await tour.open('/domains/dom_nordic02');
      await region(ns('title')).getByText(ns('lockTitle')).first().waitFor();
    },
    { area: region(ns('title')) },
  );
  await tour.step(
    caption(
      'Bulk DNS: one change for several domains',
      'Massändring av DNS: en ändring för flera domäner',
    ),
    () => tour.open('/domains/bulk-dns'),
  );
  await tour.step(
    caption(
      'Bulk DNS asks for confirmation and lists what it will touch',
      'Massändringen ber om bekräftelse och listar vad den ändrar',
    ),
    async () => {
      await page.getByLabel(bulk('action_delete')).check();
      await page.getByRole('button', { name: bulk('selectAll') }).click();
      await page.getByLabel(bulk('deleteTypeLabel')).selectOption('CAA');
      await page.getByRole('button', { name: bulk('review') }).click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'The queued bulk change runs as an operation',
      'Den köade massändringen körs som en åtgärd',
    ),
    async () => {
      await page
        .getByRole('dialog')
        .getByRole('button', { name: bulk('confirm_delete') })
        .click();
      await page.getByRole('progressbar').first().waitFor();
    },
  );
  await tour.step(
    caption(
      'An error shows its code and request ID for support',
      'Ett fel visar kod och begäran-ID för support',
    ),
    async () => {
      // The bulk change ends meanwhile; its toast is let go first, so the error is the subject.
      await page.getByRole('button', { name: ops('tray'), exact: true }).waitFor();
      await page
        .getByRole('button', { name: common('closeNotification') })
        .first()
        .waitFor({ state: 'hidden' });
      await tour.scenario('upstream-failing');
      await page.goto('/domains');
      await page.getByRole('alert').filter({ hasText: 'req_' }).waitFor({ timeout: 30_000 });
    },
  );
  await tour.step(
    caption('A new account: no domains yet', 'Ett nytt konto: inga domäner ännu'),
    async () => {
      await tour.scenario('empty-account');
      await tour.open('/domains');
      await page.getByText(t('empty')).waitFor();
    },
  );
});
