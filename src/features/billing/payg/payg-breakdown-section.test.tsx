import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '../../../lib/download-file';
import { mockServer } from '../../../mocks/node';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';

vi.mock('../../../lib/download-file', () => ({ csvType: 'text/csv', downloadFile: vi.fn() }));

/** Exports one of the region's tables ("Rows as shown") and gives the file's name and lines. */
async function exportTable(region: HTMLElement, heading: string) {
  const user = userEvent.setup();
  const block = within(region).getByRole('heading', { name: heading }).parentElement as HTMLElement;
  await user.click(within(block).getByText(/^(Export CSV|Exportera CSV)$/));
  await user.click(
    within(block).getByRole('button', { name: /^(Rows as shown|Rader som de visas)/ }),
  );
  await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
  const [fileName, contents] = vi.mocked(downloadFile).mock.calls[0] ?? [];
  return {
    fileName,
    lines:
      contents
        ?.replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n') ?? [],
  };
}

// The area is a lazy chunk; on a busy machine its first load takes longer than the default second.

const flat = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ') ?? '';

async function paygRegion(name = 'Pay-as-you-go usage') {
  const region = await screen.findByRole('region', { name });
  await within(region).findByRole('table', { name: /Cost by resource|Kostnad per resurs/ });
  return region;
}

describe('pay-as-you-go breakdown', () => {
  beforeEach(() => vi.mocked(downloadFile).mockClear());

  it('partial coverage: says the amounts are a lower bound and lists servers with usage and amounts', async () => {
    renderApp('/billing/invoices/inv_payg10');
    const region = await paygRegion();
    expect(within(region).getByText('Partly recorded')).toBeInTheDocument();
    expect(within(region).getByText(/the amounts are a lower bound/)).toBeInTheDocument();
    expect(within(region).getByText('1 Oct 2026 – 31 Oct 2026')).toBeInTheDocument();
    expect(
      within(region).getByText('All amounts exclude VAT.', { exact: false }),
    ).toBeInTheDocument();
    expect(flat(region)).toContain('SEK 612.90');
    expect(flat(region)).toContain('SEK 86.50');
    expect(flat(region)).toContain('SEK 699.40');
    expect(within(region).getByText(/recording started on 4 October/)).toBeInTheDocument();

    const servers = within(region).getByRole('table', { name: 'Cost by server' });
    const gone = within(servers).getByRole('row', { name: /build-runner-3/ });
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
    ).toEqual(['CPU42.7%', 'Memory30.2%', 'Storage16.0%', 'IPv4 addresses7.5%', 'Bandwidth3.6%']);
  });

  it('full coverage: no warning banner', async () => {
    renderApp('/billing/invoices/inv_payg09');
    const region = await paygRegion();
    expect(within(region).queryByText('Partly recorded')).not.toBeInTheDocument();
    expect(within(region).queryByText('Not recorded')).not.toBeInTheDocument();
    expect(
      within(within(region).getByRole('table', { name: 'Cost by server' })).getByRole('row', {
        name: /staging-old/,
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
      name: 'Användningsbaserad debitering',
    });
    expect(
      await within(region).findByText(
        'Fakturan har inga användningsbaserade poster, så det finns ingen användning att fördela.',
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
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/billing/invoices/inv_payg10');
    const region = await screen.findByRole('region', { name: 'Pay-as-you-go usage' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected answer from the API');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The console names the endpoint and the fields that did not match, for support.
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^API response drift at GET \/api\/v2\/billing\/invoices\/\{id\}\/payg-breakdown: period, currencyCode/,
      ),
    );
  });

  it('reads in Swedish with Swedish units and money', async () => {
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await paygRegion('Användningsbaserad debitering');
    expect(within(region).getByText('Delvis registrerad')).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: 'Kostnad per resurs' });
    expect(flat(table)).toContain('3 720 kärntimmar');
    expect(flat(table)).toContain('298,60 kr');
    expect(within(region).getByText('Finns inte längre')).toBeInTheDocument();
  });

  it('marks the server’s notes as its English words on a Swedish page', async () => {
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await paygRegion('Användningsbaserad debitering');
    expect(
      within(region).getByText(
        'Från servern (på engelska): Usage from before recording started on 4 October cannot be tied to a server.',
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(/Från servern \(på engelska\): Estimated from recorded usage\./),
    ).toBeInTheDocument();
  });

  it('exports the resources as CSV, amounts as numbers with the currency in its own column', async () => {
    renderApp('/billing/invoices/inv_payg10');
    const region = await paygRegion();
    const { fileName, lines } = await exportTable(region, 'By resource');
    expect(fileName).toMatch(/^payg-inv_payg10-resources-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines).toEqual([
      'Resource,Usage,Unit,Amount,Currency,Share (%)',
      'CPU,3720,core-hours,298.6,SEK,42.7',
      'Memory,8928,GB-hours,211.3,SEK,30.2',
      'Storage,119040,GB-hours,112,SEK,16',
      'IPv4 addresses,2232,IP-hours,52.5,SEK,7.5',
      'Bandwidth,1250,GB,25,SEK,3.6',
    ]);
  });

  it('exports the servers as CSV, in Swedish too', async () => {
    renderApp('/billing/invoices/inv_payg10', { language: 'sv' });
    const region = await paygRegion('Användningsbaserad debitering');
    const { fileName, lines } = await exportTable(region, 'Per server');
    expect(fileName).toMatch(/^payg-inv_payg10-servers-/);
    // As Excel in Swedish reads it: semicolons between cells, decimal commas (decision 0022).
    expect(lines).toEqual([
      'Server;ID;Finns inte längre;Processor (kärntimmar);Minne (GB-timmar);Lagring (GB-timmar);Bandbredd (GB);IPv4 (IP-timmar);Uppskattat belopp;Valuta;Andel (%)',
      'web-01;vps_web01;Nej;1944;3888;62208;820;648;341,2;SEK;55,7',
      'db-02;vps_db02;Nej;1296;3888;38880;310;648;198,45;SEK;32,4',
      'build-runner-3;;Ja;480;1152;17952;120;344;73,25;SEK;12',
    ]);
  });
});
