import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../../mocks/node';
import { renderApp } from '../../../test/render';

function watchZoneReads() {
  const reads: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/v2/dns-zones')) reads.push(path);
  });
  return reads;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('Used by on a server’s page', () => {
  it('reads the zones when asked and lists the records that point at the server', async () => {
    const user = userEvent.setup();
    const reads = watchZoneReads();
    renderApp('/vps/vps_web01');
    const section = await screen.findByRole('region', { name: 'Used by' });
    expect(reads).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Find records that point here' }));
    expect(
      await within(section).findByText('3 records point at 192.0.2.11 or 2001:db8::11'),
    ).toBeInTheDocument();
    const malmo = within(section).getByRole('region', { name: /xn--malm-cykel-hcb\.se/ });
    expect(within(malmo).getByRole('link', { name: 'A record app: 192.0.2.11' })).toHaveAttribute(
      'href',
      '/dns/zone_malmo04?records=192.0.2.11',
    );
    expect(
      within(malmo).getByRole('link', { name: 'AAAA record app: 2001:db8::11' }),
    ).toBeInTheDocument();
    const granit = within(section).getByRole('region', { name: /granit-it\.se/ });
    expect(
      within(granit).getByRole('link', { name: 'TXT record mail: v=spf1 ip4:192.0.2.11 -all' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('All 7 zones read.')).toBeInTheDocument();
  });

  it('says so in Swedish when nothing points at the server', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_db02', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Används av' });
    await user.click(within(section).getByRole('button', { name: 'Hitta poster som pekar hit' }));
    expect(
      await within(section).findByText(/^Ingen post i de lästa zonerna pekar på/),
    ).toBeInTheDocument();
  });
});
