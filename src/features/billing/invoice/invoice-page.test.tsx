import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

const GENERATE = /\/invoices\/[^/]+\/actions\/generate-payment-link$/;
const generateRequests = () =>
  mockState().requests.filter((entry) => entry.method === 'POST' && GENERATE.test(entry.path));

const unsafeLink = {
  paymentUrl: 'javascript:alert(1)',
  expiresAt: null,
  invoice: {
    id: 'inv_2026110',
    number: '2026-110',
    amount: 1249.5,
    currencyCode: 'SEK',
    dueAt: null,
    status: 'unpaid',
    paymentUrl: 'javascript:alert(1)',
  },
};

describe('invoice page', () => {
  it('shows the invoice with its status, amount and dates', async () => {
    renderApp('/billing/invoices/inv_2026098');
    expect(
      await screen.findByRole('heading', { name: 'Invoice 2026-098', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Invoice details' });
    expect(within(details).getByText('SEK 349.00')).toBeInTheDocument();
    expect(within(details).getByText('31 Oct 2026')).toBeInTheDocument();
    expect(within(details).getByText('Standard')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay-as-you-go usage' })).not.toBeInTheDocument();
  });

  it('says the invoice was not found, with the code support needs', async () => {
    renderApp('/billing/invoices/inv_foreign99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('invoice_not_found');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'Billing',
      }),
    ).toHaveAttribute('href', '/billing');
  });

  it('creates a payment link with an empty POST, once, even on a double click', async () => {
    const user = userEvent.setup();
    renderApp('/billing/invoices/inv_2026110');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(
      await within(payment).findByText('No payment link has been created for this invoice yet.'),
    ).toBeInTheDocument();
    await user.dblClick(within(payment).getByRole('button', { name: 'Create payment link' }));

    const link = await within(payment).findByRole('link', { name: /Open the payment page/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/pay\.example\.com\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(payment).getByText(/The link works until/)).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Copy Payment link' })).toBeInTheDocument();
    expect(generateRequests()).toEqual([
      {
        method: 'POST',
        path: '/api/v2/billing/invoices/inv_2026110/actions/generate-payment-link',
        search: '',
        body: undefined,
      },
    ]);
  });

  it('shows an existing link without creating another', async () => {
    mockState().billing.invoices.forEach((invoice) => {
      if (invoice.id === 'inv_2026110') {
        invoice.paymentUrl = 'https://pay.example.com/checkout/pl_seeded';
        invoice.paymentLinkExpiresAt = '2099-01-01T00:00:00.000Z';
      }
    });
    renderApp('/billing/invoices/inv_2026110');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(
      await within(payment).findByRole('link', { name: /Open the payment page/ }),
    ).toHaveAttribute('href', 'https://pay.example.com/checkout/pl_seeded');
    expect(
      within(payment).queryByRole('button', { name: 'Create payment link' }),
    ).not.toBeInTheDocument();
    expect(generateRequests()).toHaveLength(0);
  });

  it('does not offer a link the server gave that is not https', async () => {
    mockServer.use(
      http.get('*/api/v2/billing/invoices/:id/payment-link', () => HttpResponse.json(unsafeLink)),
    );
    renderApp('/billing/invoices/inv_2026110');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText(/not a secure https address/)).toBeInTheDocument();
    expect(within(payment).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each(['http://pay.example/inv_2026110', 'javascript:alert(1)'])(
    'refuses a created link %s without calling it ready',
    async (paymentUrl) => {
      const link = { ...unsafeLink, paymentUrl };
      let created = false;
      mockServer.use(
        http.post('*/api/v2/billing/invoices/:id/actions/generate-payment-link', () => {
          created = true;
          return HttpResponse.json(link);
        }),
        http.get('*/api/v2/billing/invoices/:id/payment-link', () =>
          created
            ? HttpResponse.json(link)
            : problem({ status: 404, code: 'payment_link_not_found', detail: 'No link.' }),
        ),
      );
      const user = userEvent.setup();
      renderApp('/billing/invoices/inv_2026110');
      const payment = await screen.findByRole('region', { name: 'Payment' });
      await user.click(await within(payment).findByRole('button', { name: 'Create payment link' }));
      expect(await within(payment).findByText(/not a secure https address/)).toBeInTheDocument();
      expect(within(payment).queryByRole('link')).not.toBeInTheDocument();
      expect(within(payment).queryByText('The payment link is ready.')).not.toBeInTheDocument();
    },
  );

  it('keeps the button disabled with the reason for a paid invoice', async () => {
    renderApp('/billing/invoices/inv_2026087');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const button = await within(payment).findByRole('button', { name: 'Create payment link' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The invoice is already paid.');
  });

  it('explains invoice_already_paid when the invoice was paid in the meantime', async () => {
    const user = userEvent.setup();
    renderApp('/billing/invoices/inv_2026110');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const button = await within(payment).findByRole('button', { name: 'Create payment link' });
    const invoice = mockState().billing.invoices.find((entry) => entry.id === 'inv_2026110');
    if (invoice) invoice.status = 'paid';
    await user.click(button);

    expect(
      await within(payment).findByText(
        'Invoice 2026-110 is already paid, so it needs no payment link.',
      ),
    ).toBeInTheDocument();
    expect(within(payment).getByRole('alert')).toHaveTextContent('invoice_already_paid');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Create payment link' })).toBeDisabled();
  });

  it('shows other failures with the request ID and keeps the button usable', async () => {
    const user = userEvent.setup();
    mockServer.use(
      http.post('*/api/v2/billing/invoices/:id/actions/generate-payment-link', () =>
        problem({
          status: 502,
          code: 'upstream_failed',
          detail: 'The payment provider did not answer.',
        }),
      ),
    );
    renderApp('/billing/invoices/inv_2026110');
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await user.click(await within(payment).findByRole('button', { name: 'Create payment link' }));
    const alert = await within(payment).findByRole('alert');
    expect(alert).toHaveTextContent('The payment provider did not answer.');
    expect(alert).toHaveTextContent(/req_\d+/);
    expect(within(payment).getByRole('button', { name: 'Create payment link' })).toBeEnabled();
  });

  it('sends nothing from a read-only session', async () => {
    renderApp('/billing/invoices/inv_2026110', { as: 'owner', readOnly: true });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const button = await within(payment).findByRole('button', { name: 'Create payment link' });
    expect(button).toBeDisabled();
    expect(generateRequests()).toHaveLength(0);
  });

  it('tells the support key it may not create links, before anything is sent', async () => {
    renderApp('/billing/invoices/inv_2026110', { as: 'support' });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const button = await within(payment).findByRole('button', { name: 'Create payment link' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('This key cannot change billing.');
    expect(generateRequests()).toHaveLength(0);
  });

  it('tells a key without billing scopes that permission is missing', async () => {
    renderApp('/billing/invoices/inv_2026110', { as: 'team' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('read:billing');
  });

  it('reads in Swedish', async () => {
    renderApp('/billing/invoices/inv_2026110', { language: 'sv' });
    expect(
      await screen.findByRole('heading', { name: 'Faktura 2026-110', level: 1 }),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Betalning' });
    expect(
      await within(payment).findByRole('button', { name: 'Skapa betalningslänk' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Fakturauppgifter' }).textContent?.replace(/\s/g, ' '),
    ).toContain('1 249,50 kr');
  });
});
