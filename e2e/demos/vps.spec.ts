import { backupMessages } from '../../src/features/vps/backups/messages';
import { powerMessages } from '../../src/features/vps/power/messages';
import { rebuildMessages } from '../../src/features/vps/rebuild/messages';
import { caption, defineTour } from './define-tour';
import { shutDownWeb01 } from './shut-down-server';

defineTour('5-vps', caption('Servers', 'Servrar'), async (tour) => {
  const { page } = tour;
  const power = tour.t(powerMessages);
  const rebuild = tour.t(rebuildMessages);
  const backups = tour.t(backupMessages);
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const top = { area: 'view' as const };
  // The backups list loads when its section comes near the viewport, as a person scrolls to it.
  const scrollToBackups = async () => {
    const section = region(backups('title'));
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('table').waitFor();
    return section;
  };

  await tour.step(caption('The servers of the account', 'Kontots servrar'), () =>
    tour.open('/vps'),
  );
  await tour.step(
    caption(
      'A server: power, firmware, rebuild, SSH access and backups',
      'En server: ström, firmware, återskapning, SSH-åtkomst och säkerhetskopior',
    ),
    async () => {
      await tour.open('/vps/vps_web01');
      await scrollToBackups();
    },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await tour.step(
    caption(
      'Force stop warns that unsaved data is lost',
      'Tvångsstopp varnar för att osparade data går förlorade',
    ),
    async () => {
      await region(power('title'))
        .getByRole('button', { name: power('stop') })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    top,
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'A rebuild is confirmed by typing the server’s name',
      'En återskapning bekräftas genom att skriva serverns namn',
    ),
    async () => {
      await region(rebuild('title'))
        .getByRole('button', { name: rebuild('open') })
        .click();
      await page.getByRole('dialog').waitFor();
    },
    top,
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'A shutdown in progress; conflicting actions wait, with the reason shown',
      'En avstängning pågår; åtgärder som krockar väntar, med skälet utskrivet',
    ),
    () => shutDownWeb01(tour, 'slow-jobs', 'in_progress'),
    { ...top, readme: { name: 'server-operation', variant: 'en-light' } },
  );
  await tour.step(
    caption('The shutdown completed', 'Avstängningen är klar'),
    () => shutDownWeb01(tour, 'default', 'completed'),
    top,
  );
  await tour.step(
    caption(
      'A failed operation shows the provider’s error and request ID',
      'En misslyckad åtgärd visar leverantörens fel och begäran-ID',
    ),
    () => shutDownWeb01(tour, 'job-failing', 'failed'),
    top,
  );
  await tour.step(
    caption(
      'A backup can become a new pay-as-you-go Cloud VM',
      'En säkerhetskopia kan bli en ny molnserver som betalas efter användning',
    ),
    async () => {
      await tour.scenario('default');
      await tour.open('/vps/vps_web01');
      const label = backups('restoreToPaygLabel', { date: '' });
      await (await scrollToBackups()).getByRole('button', { name: label }).first().click();
      await page.getByRole('dialog').waitFor();
    },
    top,
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'A server whose guest agent does not answer explains what cannot be read',
      'En server vars gästagent inte svarar förklarar vad som inte går att läsa',
    ),
    () => tour.open('/vps/vps_legacy04'),
  );
  await tour.step(
    caption('The SSH keys saved in the account', 'SSH-nycklarna som sparats i kontot'),
    () => tour.open('/vps/ssh-keys'),
  );
});
