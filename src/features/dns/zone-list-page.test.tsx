import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockState } from '../../test/session';
import { recordScrolls, stopRecordingScrolls } from '../../test/scrolls';
import { downloadFile } from '../../lib/download-file';

vi.mock('../../lib/download-file', () => ({ csvType: 'text/csv', downloadFile: vi.fn() }));

describe('DNS zone list', () => {
  it('shows an internationalised zone as people write it, as Domains does, with its punycode beside it', async () => {
    renderApp('/dns');
    const table = await screen.findByRole('table', { name: 'DNS zones' });
    const link = within(table).getByRole('link', { name: 'malmö-cykel.se' });
    expect(link).toHaveAttribute('href', '/dns/zone_malmo04');
    expect(within(link).getByTitle('xn--malm-cykel-hcb.se')).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /malmö-cykel\.se/ });
    expect(row).toHaveTextContent('xn--malm-cykel-hcb.se');
    expect(
      within(table).queryByRole('link', { name: 'xn--malm-cykel-hcb.se' }),
    ).not.toBeInTheDocument();
  });

  it('exports an internationalised zone by the name the table shows, as the domains CSV does', async () => {
    const user = userEvent.setup();
    renderApp('/dns');
    await screen.findByRole('table', { name: 'DNS zones' });
    await user.click(screen.getByText('Export CSV'));
    await user.click(screen.getByRole('button', { name: /^Rows as shown/ }));
    await vi.waitFor(() => expect(downloadFile).toHaveBeenCalled());
    const csv = vi.mocked(downloadFile).mock.calls.at(-1)?.[1] ?? '';
    expect(csv).toContain('\r\nmalmö-cykel.se,zone_malmo04,');
    expect(csv).not.toContain('xn--');
  });

  it('finds the zone by either form of its name', async () => {
    const user = userEvent.setup();
    renderApp('/dns');
    const table = await screen.findByRole('table', { name: 'DNS zones' });
    const search = screen.getByRole('searchbox');
    await user.type(search, 'malmö');
    expect(within(table).getByRole('link', { name: 'malmö-cykel.se' })).toBeInTheDocument();
    // The header row and the one zone.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'xn--malm');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('counts each shown zone’s problems, reading its records once under the zone page’s key', async () => {
    const user = userEvent.setup();
    const scrolledTo = recordScrolls();
    renderApp('/dns', { language: 'sv' });
    const table = await screen.findByRole('table', { name: 'DNS-zoner' });
    const link = await within(table).findByRole('link', {
      name: 'Zonkontroll av nordicfjord.com: 2 fel, 4 varningar',
    });
    expect(link).toHaveAttribute('href', '/dns/zone_nordic02#zone-check');
    const reads = () =>
      mockState().requests.filter((request) => request.path === '/api/v2/dns-zones/zone_nordic02');
    expect(reads()).toHaveLength(1);
    await user.click(link);
    await screen.findByRole('list', { name: 'Problem i nordicfjord.com' });
    expect(scrolledTo).toContain(screen.getByRole('region', { name: 'Zonkontroll' }));
    expect(reads()).toHaveLength(1);
    stopRecordingScrolls();
  });
});
