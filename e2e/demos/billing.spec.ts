import { shellMessages } from '../../src/app/shell/shell-messages';
import { permissionMessages } from '../../src/components/permissions/messages';
import { billingMessages } from '../../src/features/billing/messages';
import { caption, defineTour } from './define-tour';

defineTour('7-billing', caption('Billing', 'Fakturor'), async (tour) => {
  const { page } = tour;
  const t = tour.t(billingMessages);
  const shellWords = tour.t(shellMessages);
  const permissions = tour.t(permissionMessages);
  const payment = () => page.getByRole('region', { name: t('paymentTitle'), exact: true });

  await tour.step(
    caption('Invoices with their status and amount', 'Fakturor med status och belopp'),
    () => tour.open('/billing'),
    {
      readme: { name: 'invoices-sv', variant: 'sv-light' },
    },
  );
  await tour.step(caption('An unpaid invoice', 'En obetald faktura'), () =>
    tour.open('/billing/invoices/inv_2026110'),
  );
  await tour.step(
    caption(
      'A payment link is made on request and opens the payment page',
      'En betallänk skapas på begäran och öppnar betalsidan',
    ),
    async () => {
      await payment()
        .getByRole('button', { name: t('createLink') })
        .click();
      await page.getByText(t('linkCreated')).waitFor();
    },
    { area: payment() },
  );
  await tour.step(
    caption(
      'Pay-as-you-go usage split by resource and server',
      'Användning per resurs och server för betalning efter användning',
    ),
    () => tour.open('/billing/invoices/inv_payg10'),
  );
  await tour.step(
    caption(
      'A paid invoice: a payment link is not offered, and the reason is shown',
      'En betald faktura: ingen betallänk erbjuds, och skälet visas',
    ),
    async () => {
      await tour.open('/billing/invoices/inv_2026087');
      await payment()
        .getByRole('button', { name: t('createLink') })
        .and(page.locator(':disabled'))
        .waitFor();
    },
  );
  await tour.step(
    caption('Who gets a copy of every invoice', 'Vem som får en kopia av varje faktura'),
    () => tour.open('/billing/recipients'),
  );
  await tour.step(
    caption(
      'A team key without billing permission sees why',
      'En teamnyckel utan faktureringsbehörighet ser varför',
    ),
    async () => {
      await page.evaluate(
        (key) =>
          sessionStorage.setItem('panel.session', JSON.stringify({ apiKey: key, readOnly: false })),
        tour.mock.key('team'),
      );
      await page.goto('/billing');
      await page.getByRole('alert').waitFor({ timeout: 20_000 });
    },
  );
  await tour.step(
    caption(
      'The account menu lists what this key was refused; forget one to try it again',
      'Kontomenyn visar vad nyckeln nekats; glöm en för att försöka igen',
    ),
    async () => {
      await page.getByRole('button', { name: shellWords('account'), exact: true }).click();
      await page
        .getByRole('region', { name: permissions('learnedTitle') })
        .getByRole('button', { name: new RegExp(`^${permissions('forget')}: `) })
        .first()
        .waitFor();
    },
    { area: 'view' },
  );
});
