import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetMockState } from '../../mocks/state';
import { mockState } from '../../test/session';
import { renderApp } from '../../test/render';

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

describe('invoice list', () => {
  it('lists invoices with status, kind and links to each invoice', async () => {
    renderApp('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const payg = within(table).getByRole('row', { name: /2026-108/ });
    expect(within(payg).getByText('Pay as you go')).toBeInTheDocument();
    expect(within(payg).getByText('Unpaid')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '2026-108' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_payg10',
    );
    expect(within(table).queryByText('9999-001')).not.toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const user = userEvent.setup();
    renderApp('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await within(table).findByRole('link', { name: '2026-061' });
    await screen.findByRole('link', { name: '2026-087' });
    expect(screen.queryByRole('link', { name: '2026-110' })).not.toBeInTheDocument();
    const last = mockState()
      .requests.filter((entry) => entry.path === '/api/v2/billing/invoices')
      .at(-1);
    expect(new URLSearchParams(last?.search).get('status')).toBe('paid');
  });

  it('leads to the recipients page', async () => {
    renderApp('/billing');
    expect(await screen.findByRole('link', { name: 'Invoice-copy recipients' })).toHaveAttribute(
      'href',
      '/billing/recipients',
    );
  });

  it('says when there are no invoices', async () => {
    resetMockState('empty-account');
    renderApp('/billing');
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });
});
