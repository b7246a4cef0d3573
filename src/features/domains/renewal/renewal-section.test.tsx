import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

const answers = () =>
  mockState().requests.filter((entry) => entry.path.endsWith('/respond-to-renewal'));
const invoiceStatus = () =>
  mockState().billing.invoices.find((invoice) => invoice.id === 'inv_renew01')?.status;

async function openSection(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  const section = await screen.findByRole('region', { name: 'Renewal' });
  return section;
}

describe('renewal section', () => {
  it('shows the pending order with its amount, and both answers', async () => {
    const section = await openSection('/domains/dom_aurora01');
    expect(
      await within(section).findByRole('heading', { name: 'Renewal for 1 year' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('SEK 189.00')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Accept renewal' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Decline renewal' })).toBeEnabled();
  });

  it('names the order’s invoice by its number, linked to the invoice page', async () => {
    const section = await openSection('/domains/dom_aurora01');
    const link = await within(section).findByRole('link', { name: '2026-111' });
    expect(link).toHaveAttribute('href', '/billing/invoices/inv_renew01');
    expect(section).not.toHaveTextContent('inv_renew01');
  });

  it('keeps the invoice ID, marked as such, when the invoice cannot be read', async () => {
    const section = await openSection('/domains/dom_aurora01', { as: 'team' });
    expect(
      await within(section).findByText('(invoice ID: the invoice could not be read)'),
    ).toBeInTheDocument();
    expect(within(section).getByText('inv_renew01')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'inv_renew01' })).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    const section = await openSection('/domains/dom_kaffe03');
    expect(
      await within(section).findByText('No renewal is waiting for an answer.'),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Accept renewal' }),
    ).not.toBeInTheDocument();
  });

  it('accepts once and links to the https payment page of the invoice', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.dblClick(await within(section).findByRole('button', { name: 'Accept renewal' }));

    expect(
      await within(section).findByText(
        'Renewal accepted. Pay invoice 2026-111 (SEK 189.00) to complete it.',
      ),
    ).toBeInTheDocument();
    expect(answers()).toEqual([
      expect.objectContaining({ method: 'POST', body: { decision: 'accept' } }),
    ]);
    const pay = within(section).getByRole('link', { name: /Pay invoice 2026-111/ });
    expect(pay).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(section).getByRole('heading', { name: 'Renewal for 1 year' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Accept renewal' }),
    ).toHaveAccessibleDescription('Accepted. Pay the invoice to complete the renewal.');
    expect(invoiceStatus()).toBe('unpaid');
  });

  it('never turns a payment URL that is not https into a link', async () => {
    mockServer.use(
      http.post('*/api/v2/domains/:id/actions/respond-to-renewal', () =>
        HttpResponse.json({
          domainId: 'dom_aurora01',
          decision: 'accepted',
          newExpiresAt: null,
          renewalInvoice: {
            id: 'inv_renew01',
            number: '2026-111',
            amount: 189,
            currencyCode: 'SEK',
            status: 'unpaid',
            paymentUrl: 'javascript:alert(1)',
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.click(await within(section).findByRole('button', { name: 'Accept renewal' }));
    await within(section).findByText(/Renewal accepted/);
    expect(within(section).queryByRole('link', { name: /Pay invoice/ })).not.toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Open the invoice in Billing' }),
    ).toHaveAttribute('href', '/billing/invoices/inv_renew01');
  });

  it('declines after a confirmation; the order and its invoice are cancelled', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    await user.click(await within(section).findByRole('button', { name: 'Decline renewal' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the renewal of aurora-bakery.se?' });
    expect(dialog).toHaveAccessibleDescription(/the name can be registered by someone else/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));

    expect(
      await within(section).findByText(
        'Renewal declined. The order and its invoice were cancelled.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(section).findByText('No renewal is waiting for an answer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(answers()).toEqual([expect.objectContaining({ body: { decision: 'decline' } })]);
    expect(invoiceStatus()).toBe('cancelled');
  });

  it('tells a team key why it cannot decline, and changes nothing', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01', { as: 'team' });
    await user.click(await within(section).findByRole('button', { name: 'Decline renewal' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline renewal' }));

    expect(
      await within(dialog).findByText('Missing permission: write:billing'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/the API key also needs billing permission/),
    ).toBeInTheDocument();
    // Sending it again would only be refused again.
    const confirm = within(dialog).getByRole('button', { name: 'Decline renewal' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    const posts = mockState().requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(invoiceStatus()).toBe('unpaid');
    expect(
      mockState().domains.domains.find((domain) => domain.id === 'dom_aurora01')
        ?.pendingRenewalOrder,
    ).not.toBeNull();
  });

  it('lets no one answer in a read-only session', async () => {
    const section = await openSection('/domains/dom_aurora01', { readOnly: true });
    expect(await within(section).findByRole('button', { name: 'Accept renewal' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Decline renewal' })).toBeDisabled();
  });

  it('speaks Swedish, with Swedish money', async () => {
    renderApp('/domains/dom_aurora01', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Förnyelse' });
    expect(
      await within(section).findByRole('heading', { name: 'Förnyelse på 1 år' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText((text) => text.replace(/\s/g, ' ') === '189,00 kr'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Godkänn förnyelsen' })).toBeInTheDocument();
  });
});
