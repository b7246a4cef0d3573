import { appMessages } from '../../src/app/messages';
import { shellMessages } from '../../src/app/shell/shell-messages';
import { dnsRecordFieldMessages } from '../../src/components/dns/record-field-messages';
import { activityMessages } from '../../src/features/activity/messages';
import { recordMessages } from '../../src/features/dns/records/messages';
import { caption, defineTour } from './define-tour';

defineTour('8-activity', caption('Activity journal', 'Aktivitetslogg'), async (tour) => {
  const { page } = tour;
  const app = tour.t(appMessages);
  const shellWords = tour.t(shellMessages);
  const t = tour.t(activityMessages);
  const records = tour.t(recordMessages);
  const fields = tour.t(dnsRecordFieldMessages);
  const journal = () => page.getByRole('table', { name: t('tableLabel') });
  const revertDmarc = () =>
    journal().getByRole('button', { name: new RegExp(`^${t('revert')}: .*TXT _dmarc`) });

  await tour.step(
    caption(
      'A DNS record added in the panel is in the journal, with its result and its values',
      'En DNS-post som lagts till i panelen står i loggen, med resultat och värden',
    ),
    async () => {
      await tour.open('/dns/zone_granit07');
      await page
        .getByRole('button', { name: records('add') })
        .first()
        .click();
      const add = page.getByRole('dialog', {
        name: records('addTitle', { zone: 'granit-it.se' }),
      });
      await add.getByLabel(fields('type'), { exact: true }).selectOption('TXT');
      await add.getByLabel(fields('name'), { exact: true }).fill('_dmarc');
      await add.getByLabel(fields('value'), { exact: true }).fill('v=DMARC1; p=none');
      await add.getByRole('button', { name: records('saveNew') }).click();
      await page.getByText(records('created', { type: 'TXT', name: '_dmarc' })).waitFor();
      // In-app navigation: a reload at once could end the page before its journal write.
      await tour.follow(
        page
          .getByRole('navigation', { name: shellWords('mainNavigation') })
          .getByRole('link', { name: app('navActivity') }),
      );
      await revertDmarc().waitFor();
    },
  );
  await tour.step(
    caption(
      'Revert reads the current values first and shows what the revert changes',
      'Ångra läser de aktuella värdena först och visar vad ångringen ändrar',
    ),
    async () => {
      await revertDmarc().click();
      await page
        .getByRole('dialog', { name: t('revertTitle') })
        .getByRole('table', { name: t('diffLabel') })
        .waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'Reverted: the revert is a journal entry of its own',
      'Ångrat: ångringen är en egen rad i loggen',
    ),
    async () => {
      await page
        .getByRole('dialog', { name: t('revertTitle') })
        .getByRole('button', { name: t('revert'), exact: true })
        .click();
      await page.getByText(t('reverted'), { exact: true }).first().waitFor();
      await journal().getByRole('row').nth(2).waitFor();
    },
  );
});
