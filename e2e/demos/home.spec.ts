import { appMessages } from '../../src/app/messages';
import { shellMessages } from '../../src/app/shell/shell-messages';
import { operationMessages } from '../../src/components/operations/messages';
import { finderMessages } from '../../src/features/finder/messages';
import { homeMessages } from '../../src/features/home/messages';
import { caption, defineTour } from './define-tour';
import { shutDownWeb01 } from './shut-down-server';

defineTour('1b-home', caption('Home and the finder', 'Startsidan och sökrutan'), async (tour) => {
  const { page } = tour;
  const app = tour.t(appMessages);
  const shellWords = tour.t(shellMessages);
  const t = tour.t(homeMessages);
  const finder = tour.t(finderMessages);
  const ops = tour.t(operationMessages);
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const goHome = async () => {
    await tour.follow(
      page
        .getByRole('navigation', { name: shellWords('mainNavigation') })
        .getByRole('link', { name: app('navHome'), exact: true }),
    );
  };
  // The counts show "…" until each area's list is read; the attention list is complete then too.
  const homeRead = () =>
    page
      .getByRole('list', { name: t('countsLabel') })
      .filter({ hasNotText: '…' })
      .waitFor();
  // Items come in as each area is read; the last are the CDN zones and the servers' SSH access.
  const attentionRead = async () => {
    const attention = page.getByRole('list', { name: t('attentionLabel') });
    for (const [action, name] of [
      ['actionOpenZone', 'nordicfjord.com'],
      ['actionOpenSshAccess', 'legacy-04'],
    ] as const)
      await attention
        .getByRole('link', { name: t('actionFor', { action: t(action), name }) })
        .waitFor();
    await homeRead();
  };
  const finderInput = () => page.getByRole('combobox', { name: finder('input') });
  const search = async (text: string) => {
    await page.keyboard.press('Control+k');
    await finderInput().waitFor();
    await finderInput().fill(text);
  };

  await tour.step(
    caption(
      'A new, empty account: the home page shows where each service begins',
      'Ett nytt, tomt konto: startsidan visar var varje tjänst börjar',
    ),
    async () => {
      await tour.scenario('empty-account');
      await tour.open('/');
      await page.getByRole('heading', { name: t('startTitle') }).waitFor();
      await homeRead();
    },
  );
  await tour.step(
    caption(
      'The home page: what needs your attention, each with the way to fix it, and your services',
      'Startsidan: vad som behöver din uppmärksamhet, var och en med vägen dit, och dina tjänster',
    ),
    async () => {
      await tour.scenario('default');
      await tour.open('/');
      await attentionRead();
    },
    { readme: { name: 'home', variant: 'en-light' } },
  );
  await tour.step(
    caption(
      'An operation running and the pages visited lately, on the home page',
      'En åtgärd som pågår och de senast besökta sidorna, på startsidan',
    ),
    async () => {
      await tour.open('/domains/dom_aurora01');
      await shutDownWeb01(tour, 'slow-jobs', 'in_progress');
      await goHome();
      await attentionRead();
      await region(t('runningTitle'))
        .getByRole('progressbar', { name: new RegExp(ops('in_progress')) })
        .waitFor({ timeout: 30_000 });
      await region(t('recentTitle')).getByRole('link').first().waitFor();
    },
  );
  await tour.step(
    caption(
      'The finder (Ctrl+K or ⌘K): a server by its name',
      'Sökrutan (Ctrl+K eller ⌘K): en server efter namn',
    ),
    async () => {
      await search('web-01');
      await page
        .getByRole('option', { name: /^web-01/ })
        .first()
        .waitFor();
    },
    { area: 'view', readme: { name: 'finder', variant: 'en-light' } },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption('The finder: a server by its IP address', 'Sökrutan: en server efter IP-adress'),
    async () => {
      await search('192.0.2.12');
      await page.getByRole('option', { name: /^db-02/, selected: true }).waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
  await tour.step(
    caption(
      'The finder: commands, such as switching the theme',
      'Sökrutan: kommandon, som att byta tema',
    ),
    async () => {
      const command = finder(tour.variant.theme === 'dark' ? 'themeLight' : 'themeDark');
      await search(command.split(' ').slice(-2).join(' '));
      await page.getByRole('option', { name: command }).waitFor();
    },
    { area: 'view' },
  );
  await page.keyboard.press('Escape');
});
