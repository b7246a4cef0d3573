import { unsavedMessages } from '../../src/components/unsaved/messages';
import { cdnMessages } from '../../src/features/cdn/messages';
import { zoneMessages } from '../../src/features/cdn/zone/messages';
import { caption, defineTour } from './define-tour';
import type { Caption } from './tour';

const reportStates: {
  scenario: string;
  caption: Caption;
  readme?: { name: string; variant: string };
}[] = [
  {
    scenario: 'cdn-report-ready',
    caption: caption(
      'The security report: the last 24 hours across every zone',
      'Säkerhetsrapporten: de senaste 24 timmarna i alla zoner',
    ),
    readme: { name: 'security-report-dark', variant: 'en-dark' },
  },
  {
    scenario: 'default',
    caption: caption('A report with a newer one on its way', 'En rapport där en nyare är på väg'),
  },
  {
    scenario: 'cdn-report-pending',
    caption: caption('The first report is being prepared', 'Den första rapporten förbereds'),
  },
  {
    scenario: 'cdn-report-failed',
    caption: caption('The report could not be generated', 'Rapporten kunde inte tas fram'),
  },
  {
    scenario: 'cdn-report-none',
    caption: caption('No zones to report on', 'Inga zoner att rapportera om'),
  },
  {
    scenario: 'cdn-report-unsupported',
    caption: caption(
      'The report is not available for this account',
      'Rapporten finns inte för det här kontot',
    ),
  },
];

defineTour('4-cdn', caption('CDN', 'CDN'), async (tour) => {
  const { page } = tour;
  const t = tour.t(cdnMessages);
  const zone = tour.t(zoneMessages);
  const unsaved = tour.t(unsavedMessages);

  await tour.step(
    caption(
      'CDN zones and the way to the security report',
      'CDN-zoner och vägen till säkerhetsrapporten',
    ),
    async () => {
      await tour.open('/cdn');
      await page.getByRole('link', { name: t('securityReport') }).waitFor();
    },
  );
  await tour.step(
    caption(
      'A zone: overview, what can be done now, and its settings',
      'En zon: översikt, vad som går att göra nu och inställningarna',
    ),
    () => tour.open('/cdn/cdn_aurora01'),
  );
  await tour.step(
    caption('Purging the cache is confirmed first', 'Att tömma cachen bekräftas först'),
    async () => {
      await page.getByRole('button', { name: zone('purge') }).click();
      await page.getByRole('dialog', { name: zone('purgeTitle') }).waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'A changed setting waits in the save bar, which says what is unsaved',
      'En ändrad inställning väntar i sparfältet, som säger vad som inte är sparat',
    ),
    async () => {
      const level = page.getByLabel(zone('level'), { exact: true });
      await level.selectOption('high');
      // The save bar sticks to the bottom of the view while the form is on screen.
      await level.evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await page.getByText(new RegExp(`^${unsaved('oneChange', { names: '.+' })}$`)).waitFor();
    },
    { area: 'view' },
  );
  await page
    .getByRole('button', { name: unsaved('discardChanges') })
    .click()
    .catch(() => undefined);
  await tour.step(
    caption(
      'A zone that needs attention says why, and which actions wait',
      'En zon som behöver åtgärdas säger varför, och vilka åtgärder som väntar',
    ),
    async () => {
      await tour.open('/cdn/cdn_granit07');
      await page.getByText(zone('reasonTitle')).waitFor();
    },
  );
  for (const state of reportStates) {
    await tour.step(
      state.caption,
      async () => {
        await tour.scenario(state.scenario);
        await tour.open('/cdn/security');
      },
      state.readme ? { readme: state.readme } : {},
    );
  }
});
