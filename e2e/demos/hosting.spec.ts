import { operationMessages } from '../../src/components/operations/messages';
import { databaseMessages } from '../../src/features/hosting/databases/messages';
import { hostingMessages } from '../../src/features/hosting/messages';
import { sshKeyMessages } from '../../src/features/hosting/ssh-keys/messages';
import { caption, defineTour } from './define-tour';

/** Looks like an OpenSSH private key; the form must refuse it before sending anything. */
const PRIVATE_KEY_SAMPLE =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----';

defineTour('6-hosting', caption('Shared hosting', 'Webbhotell'), async (tour) => {
  const { page } = tour;
  const t = tour.t(hostingMessages);
  const databases = tour.t(databaseMessages);
  const keys = tour.t(sshKeyMessages);
  const ops = tour.t(operationMessages);
  const sections = () => page.getByRole('navigation', { name: t('sectionsLabel') });

  await tour.step(caption('The hosting accounts', 'Webbhotellkontona'), () =>
    tour.open('/hosting'),
  );
  await tour.step(
    caption('An account: plan, server and domains', 'Ett konto: paket, server och domäner'),
    () => tour.open('/hosting/acct_aurora01'),
  );
  await tour.step(
    caption(
      'Mailboxes open webmail without a password',
      'Brevlådor öppnar webbmejlen utan lösenord',
    ),
    async () => {
      await tour.follow(sections().getByRole('link', { name: t('tab_email'), exact: true }));
    },
  );
  await tour.step(
    caption('Settings for mail programs', 'Inställningar för e-postprogram'),
    async () => {
      await tour.follow(sections().getByRole('link', { name: t('tab_mailSettings'), exact: true }));
    },
  );
  await tour.step(
    caption('Database restore points', 'Återställningspunkter för databaser'),
    async () => {
      await tour.follow(sections().getByRole('link', { name: t('tab_databases'), exact: true }));
    },
  );
  await tour.step(
    caption(
      'Restoring a database says what is replaced and what is not',
      'Att återställa en databas säger vad som ersätts och vad som inte gör det',
    ),
    async () => {
      await page
        // A restore point's own button; "Restore point" is also a sortable column's header.
        .getByRole('button', { name: new RegExp(`^${databases('restore')} aurora_wp `) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'The restore runs as an operation until it completes',
      'Återställningen körs som en åtgärd tills den är klar',
    ),
    async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('aurora_wp');
      await dialog
        .getByRole('button', { name: databases('confirmButton', { database: 'aurora_wp' }) })
        .click();
      await page
        .getByRole('progressbar', { name: new RegExp(ops('completed')) })
        .waitFor({ timeout: 30_000 });
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'A private key pasted by mistake is removed before anything is sent',
      'En privat nyckel som klistrats in av misstag tas bort innan något skickas',
    ),
    async () => {
      await tour.follow(sections().getByRole('link', { name: t('tab_sshKeys'), exact: true }));
      await page.getByLabel(keys('publicKeyLabel'), { exact: true }).fill(PRIVATE_KEY_SAMPLE);
      await page.getByText(keys('privateKeyTitle')).waitFor();
    },
  );
  await tour.step(
    caption(
      'A suspended account explains what is unavailable and what to do',
      'Ett avstängt konto förklarar vad som inte fungerar och vad man kan göra',
    ),
    async () => {
      await tour.open('/hosting/acct_paused02');
      await page.getByText(t('suspendedTitle')).waitFor();
    },
  );
  await tour.step(
    caption('An account on the previous platform', 'Ett konto på den tidigare plattformen'),
    async () => {
      await tour.open('/hosting/acct_legacy03');
      await page.getByText(t('legacyTitle')).waitFor();
    },
  );
});
