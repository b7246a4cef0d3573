import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { downloadFile } from '../../lib/download-file';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { resetMockState } from '../../mocks/state';
import { mockState } from '../../test/session';
import { renderApp } from '../../test/render';

vi.mock('../../lib/download-file', () => ({ csvType: 'text/csv', downloadFile: vi.fn() }));

/** The rows of the CSV file last handed to the browser, header first. */
function savedCsvRows() {
  const contents = vi.mocked(downloadFile).mock.calls.at(-1)?.[1] ?? '';
  return contents
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

describe('invoice list', () => {
  beforeEach(() => vi.mocked(downloadFile).mockClear());

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

  it('announces a search that matches nothing', async () => {
    renderApp('/billing?q=no-such-invoice');
    const said = await screen.findByText('Nothing matches');
    expect(said.closest('[role="status"]')).toHaveTextContent(
      'Nothing matchesTry another search, or clear the search and filters.',
    );
  });

  it('says a search of a partly loaded list covered only the rows loaded', async () => {
    resetMockState('large-account');
    renderApp('/billing?q=no-such-invoice');
    const said = await screen.findByText('Nothing matches');
    expect(said.closest('[role="status"]')).toHaveTextContent(
      /Only the rows loaded so far were searched: load all to search every one/,
    );
  });

  it('says when there are no invoices', async () => {
    resetMockState('empty-account');
    renderApp('/billing');
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });

  it('exports every invoice as "everything" while a status filter is set', async () => {
    resetMockState('large-account');
    const own = mockState().billing.invoices.filter((invoice) => !invoice.foreign);
    const user = userEvent.setup();
    renderApp('/billing?status=unpaid');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByRole('link', { name: '2026-110' });
    expect(within(table).queryByText('Paid')).not.toBeInTheDocument();

    await user.click(screen.getByText('Export CSV'));
    await user.click(screen.getByRole('button', { name: /^Everything/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const rows = savedCsvRows();
    expect(rows).toHaveLength(own.length + 1);
    expect(own.length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.includes(',Paid,'))).toHaveLength(
      own.filter((invoice) => invoice.status === 'paid').length,
    );
    expect(rows.some((row) => row.startsWith('2026-110,inv_2026110,Unpaid,'))).toBe(true);
  });

  it('says why "everything" could not be exported, with the request ID, and saves no file', async () => {
    resetMockState('large-account');
    mockServer.use(
      http.get('*/api/v2/billing/invoices', ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? problem({
              status: 503,
              code: 'maintenance',
              title: 'Billing is under maintenance',
              detail: 'Try again in a few minutes.',
            })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/billing?status=unpaid');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByRole('link', { name: '2026-110' });
    await user.click(screen.getByText('Export CSV'));
    await user.click(screen.getByRole('button', { name: /^Everything/ }));
    expect(await screen.findByText('The export could not be made')).toBeInTheDocument();
    expect(
      screen.getByText(/^Billing is under maintenance \(Request ID: req_\d+\)$/),
    ).toBeInTheDocument();
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('exports for a Swedish spreadsheet in Swedish: semicolons between cells, decimal commas', async () => {
    const user = userEvent.setup();
    renderApp('/billing?status=unpaid', { language: 'sv' });
    const table = await screen.findByRole('table', { name: 'Fakturor' });
    await within(table).findByRole('link', { name: '2026-110' });
    await user.click(screen.getByText('Exportera CSV'));
    await user.click(screen.getByRole('button', { name: /^Rader som de visas/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [header, ...rows] = savedCsvRows();
    expect(header).toBe('Nummer;ID;Status;Typ;Belopp;Valuta;Utfärdad;Förfaller');
    expect(rows.find((row) => row.startsWith('2026-110;'))?.split(';')[4]).toBe('1249,5');
  });

  it('exports only the rows shown when asked for them', async () => {
    const user = userEvent.setup();
    renderApp('/billing?status=paid');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByRole('link', { name: '2026-061' });
    await user.click(screen.getByText('Export CSV'));
    await user.click(screen.getByRole('button', { name: /^Rows as shown/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const rows = savedCsvRows().slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.split(',')[2] === 'Paid')).toBe(true);
  });
});
