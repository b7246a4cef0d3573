import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

describe('DNS zone page', () => {
  it('opens from the zone list and shows the zone’s facts', async () => {
    const user = userEvent.setup();
    renderApp('/dns');
    await user.click(await screen.findByRole('link', { name: 'aurora-bakery.se' }));
    expect(
      await screen.findByRole('heading', { name: 'aurora-bakery.se', level: 1 }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Zone details' });
    expect(within(details).getByRole('link', { name: 'Domain settings' })).toHaveAttribute(
      'href',
      '/domains/dom_aurora01',
    );
    expect(within(details).getByRole('link', { name: 'CDN settings' })).toHaveAttribute(
      'href',
      '/cdn/cdn_aurora01',
    );
  });

  it('names a zone as people write it, with its punycode form under it', async () => {
    renderApp('/dns/zone_malmo04');
    expect(
      await screen.findByRole('heading', { name: 'malmö-cykel.se', level: 1 }),
    ).toBeInTheDocument();
    const header = screen.getByRole('heading', { name: 'malmö-cykel.se', level: 1 }).parentElement;
    expect(within(header as HTMLElement).getByText('xn--malm-cykel-hcb.se')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('malmö-cykel.se · DNS · Control panel'));
  });

  it('says that email forwarding manages the root MX records', async () => {
    renderApp('/dns/zone_kaffe03');
    expect(await screen.findByText('Email forwarding is on')).toBeInTheDocument();
    expect(
      screen.getByText(/root MX records of this zone, so they cannot be added or changed here/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask support to turn email forwarding off/)).toBeInTheDocument();
    expect(screen.queryByText(/Turn email forwarding off/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy details for support' })[0]).toBeVisible();
  });

  it('explains a zone that is not there', async () => {
    renderApp('/dns/zone_foreign99');
    expect(
      await screen.findByText('This zone does not exist, or it belongs to another account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('dns_zone_not_found');
  });

  it('shows a failure with a way to try again', async () => {
    mockServer.use(
      http.get('*/api/v2/dns-zones/:id', () =>
        problem({ status: 500, code: 'internal_error', detail: 'Something broke.' }),
      ),
    );
    renderApp('/dns/zone_aurora01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something broke.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when a zone has no records yet, and still offers adding one', async () => {
    const staging = mockState().dns.zones.find((zone) => zone.id === 'zone_staging09');
    if (staging) staging.records = [];
    renderApp('/dns/zone_staging09');
    expect(await screen.findByText('This zone has no records yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add record' })).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Zone details' })).getByText(
        'DNS only (no domain registered here)',
      ),
    ).toBeInTheDocument();
  });

  it('reads in Swedish', async () => {
    renderApp('/dns/zone_kaffe03', { language: 'sv' });
    expect(await screen.findByText('E-postvidarebefordran är på')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Poster i kaffekoppen.se' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Brödsmulor' })).getByRole('link', {
        name: 'DNS',
      }),
    ).toHaveAttribute('href', '/dns');
  });
});
