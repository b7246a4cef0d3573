import { appMessages } from '../../src/app/messages';
import { shellMessages } from '../../src/app/shell/shell-messages';
import { operationMessages } from '../../src/components/operations/messages';
import { homeMessages } from '../../src/features/home/messages';
import { caption, defineTour } from './define-tour';

defineTour(
  '1-shell',
  caption('Signing in and finding your way', 'Logga in och hitta rätt'),
  async (tour) => {
    const { page } = tour;
    const t = tour.t(appMessages);
    const shellWords = tour.t(shellMessages);
    const ops = tour.t(operationMessages);
    const home = tour.t(homeMessages);
    await tour.step(
      caption(
        'The sign-in screen: the key stays in this tab’s memory',
        'Inloggningen: nyckeln stannar i flikens minne',
      ),
      async () => {
        await page.goto('/sign-in');
        await page.getByRole('heading', { name: t('signInTitle') }).waitFor();
      },
    );
    await tour.step(
      caption(
        'A key the API refuses is reported, and nothing is stored',
        'En nyckel som API:t nekar visas som fel, och inget sparas',
      ),
      async () => {
        await page.getByLabel(t('apiKey')).fill('not-a-real-key');
        await page.getByRole('button', { name: t('signIn') }).click();
        await page.getByText(t('keyRejected')).waitFor();
      },
    );
    await tour.step(
      caption(
        'Signed in: the home page says what needs your attention',
        'Inloggad: startsidan visar vad som behöver din uppmärksamhet',
      ),
      async () => {
        await page.getByLabel(t('apiKey')).fill(tour.mock.key('owner'));
        await page.getByLabel(t('remember')).check();
        await page.getByRole('button', { name: t('signIn') }).click();
        await page.getByRole('navigation', { name: shellWords('mainNavigation') }).waitFor();
        await tour.settle();
        await page.getByRole('list', { name: home('attentionLabel') }).waitFor();
        // The counts show "…" until each area's list is read.
        await page
          .getByRole('list', { name: home('countsLabel') })
          .filter({ hasNotText: '…' })
          .waitFor();
      },
    );
    await tour.step(
      caption(
        'The operations tray lists long-running work of this session',
        'Åtgärdslistan visar långa åtgärder i sessionen',
      ),
      async () => {
        await page.getByRole('button', { name: ops('tray') }).click();
        await page.getByRole('dialog', { name: ops('trayTitle') }).waitFor();
      },
      { area: 'view' },
    );
    await page.keyboard.press('Escape');
    await tour.step(
      caption('An address that does not exist', 'En adress som inte finns'),
      async () => {
        await tour.open('/no-such-page');
        await page.getByRole('heading', { name: t('notFoundTitle') }).waitFor();
      },
    );
    await tour.step(
      caption(
        'A read-only support session: every change is switched off, and says why',
        'En skrivskyddad supportsession: alla ändringar är avstängda, med skälet utskrivet',
      ),
      async () => {
        await page.getByRole('button', { name: shellWords('account') }).click();
        await page.getByRole('button', { name: shellWords('signOut') }).click();
        await page.getByLabel(t('apiKey')).fill(tour.mock.key('support'));
        await page.getByLabel(t('remember')).check();
        await page.getByLabel(t('readOnly')).check();
        await page.getByRole('button', { name: t('signIn') }).click();
        await page.getByRole('navigation', { name: shellWords('mainNavigation') }).waitFor();
        await tour.open('/vps/vps_web01');
        await page.getByText(shellWords('readOnlyBanner')).waitFor();
      },
    );
  },
  { signedIn: false },
);
