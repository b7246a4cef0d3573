import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

const flat = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

async function paygRegion(name = 'Pay-as-you-go usage') {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('table', { name: /Cost by resource|Kostnad per resurs/ });
  return region;
}

describe('pay-as-you-go breakdown', () => {
  it('partial coverage: says the amounts are a lower bound and lists servers with usage and amounts', async () => {
    renderApp('/billing/invoices/inv_payg10');
    const region = await paygRegion();
    expect(within(region).getByText('Partly recorded')).toBeInTheDocument();
    expect(within(region).getByText(/the amounts are a lower bound/)).toBeInTheDocument();
    expect(within(region).getByText('1 Oct 2026 – 1 Nov 2026')).toBeInTheDocument();
    expect(
      within(region).getByText('All amounts exclude VAT.', { exact: false }),
    ).toBeInTheDocument();
    expect(flat(region)).toContain('SEK 612.90');
    expect(flat(region)).toContain('SEK 86.50');
    expect(flat(region)).toContain('SEK 699.40');
    expect(within(region).getByText(/recording started on 4 October/)).toBeInTheDocument();

    const servers = within(region).getByRole('table', { name: 'Cost by server' });
    const gone = within(servers).getByRole('row', { name: /build-runner-3 \(deleted\)/ });
    expect(within(gone).getByText('No longer exists')).toBeInTheDocument();
    expect(flat(gone)).toContain('SEK 73.25');
    const web = within(servers).getByRole('row', { name: /web-01/ });
    expect(within(web).queryByText('No longer exists')).not.toBeInTheDocument();
    expect(flat(web)).toContain('1,944');
    expect(flat(web)).toContain('SEK 341.20');
    expect(within(region).queryByText('The server amounts do not add up')).not.toBeInTheDocument();
  });

  it('shows resources largest first with quantities in their units, as a chart and a table', async () => {
    renderApp('/billing/invoices/inv_payg10');
    const region = await paygRegion();
    const table = within(region).getByRole('table', { name: 'Cost by resource' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'CPU',
      'Memory',
      'Storage',
      'IPv4 addresses',
      'Bandwidth',
    ]);
    expect(flat(rows[0] as HTMLElement)).toContain('3,720 core-hours');
    expect(flat(rows[0] as HTMLElement)).toContain('about 5 cores');
    expect(flat(rows[1] as HTMLElement)).toContain('8,928 GB-hours');
    expect(flat(rows[3] as HTMLElement)).toContain('2,232 IP-hours');
    expect(flat(rows[3] as HTMLElement)).toContain('93 address-days');
    expect(flat(rows[4] as HTMLElement)).toContain('1,250 GB');
    const chart = within(region).getByRole('figure', { name: 'Share of the cost by resource' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => flat(item)),
    ).toEqual(['CPU42.7%', 'Memory30.2%', 'Storage16%', 'IPv4 addresses7.5%', 'Bandwidth3.6%']);
  });

  it('full coverage: no warning banner', async () => {
    renderApp('/billing/invoices/inv_payg09');
    const region = await paygRegion();
    expect(within(region).queryByText('Partly recorded')).not.toBeInTheDocument();
    expect(within(region).queryByText('Not recorded')).not.toBeInTheDocument();
    expect(
      within(within(region).getByRole('table', { name: 'Cost by server' })).getByRole('row', {
        name: /staging-old \(deleted\)/,
      }),
    ).toBeInTheDocument();
  });

  it('no coverage: servers are listed without amounts and the banner says so', async () => {
    renderApp('/billing/invoices/inv_payg07');
    const region = await paygRegion();
    expect(within(region).getByText(/listed for reference, without amounts/)).toBeInTheDocument();
    const servers = within(region).getByRole('table', { name: 'Cost by server' });
    expect(within(servers).getAllByRole('row')).toHaveLength(3);
    expect(
      within(servers).queryByRole('columnheader', { name: 'Estimated amount' }),
    ).not.toBeInTheDocument();
    expect(flat(region)).toContain('SEK 240.00');
  });

  it('warns with the difference when the server amounts do not add up', async () => {
    const breakdown = mockState().billing.paygBreakdowns.inv_payg09;
    if (!breakdown) throw new Error('seed changed');
    breakdown.attributedAmount = 400;
    renderApp('/billing/invoices/inv_payg09');
    const region = await paygRegion();
    expect(within(region).getByText('The server amounts do not add up')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'The servers add up to SEK 398.24, but SEK 400.00 is tied to servers: a difference of -SEK 1.76.',
      ),
    ).toBeInTheDocument();
  });

  it('says in the panel’s own Swedish words that the invoice has no pay-as-you-go items', async () => {
    mockServer.use(
      http.get('*/api/v2/billing/invoices/:id/payg-breakdown', () =>
        HttpResponse.json({ available: false, reason: 'No metered items on this invoice.' }),
      ),
    );
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await screen.findByRole('region', {
      name: 'Användning, betala per användning',
    });
    expect(
      await within(region).findByText(
        'Fakturan har inga poster för betala per användning, så det finns ingen användning att fördela.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByText(/No metered items/)).not.toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with retry when the breakdown cannot be read', async () => {
    mockServer.use(
      http.get('*/api/v2/billing/invoices/:id/payg-breakdown', () =>
        HttpResponse.json({ available: true, coverage: 'full' }),
      ),
    );
    renderApp('/billing/invoices/inv_payg10');
    const region = await screen.findByRole('region', { name: 'Pay-as-you-go usage' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected answer from the API');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Swedish with Swedish units and money', async () => {
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await paygRegion('Användning, betala per användning');
    expect(within(region).getByText('Delvis registrerad')).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Kostnad per resurs' });
    expect(flat(table)).toContain('3 720 kärntimmar');
    expect(flat(table)).toContain('298,60 kr');
    expect(within(region).getByText('Finns inte längre')).toBeInTheDocument();
  });

  it('marks the server’s notes as its English words on a Swedish page', async () => {
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await paygRegion('Användning, betala per användning');
    expect(
      within(region).getByText(
        'Från servern (på engelska): Usage from before recording started on 4 October cannot be tied to a server.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(/Från servern \(på engelska\): Estimated from recorded usage\./),
    ).toBeInTheDocument();
  });
});
