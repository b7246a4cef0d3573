import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';

describe('domain detail page', () => {
  it('shows the domain with its punycode name, summary and sections', async () => {
    renderApp('/domains/dom_malmo04');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'malmö-cykel.se' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('xn--malm-cykel-hcb.se')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Open DNS zone' })).toHaveAttribute(
      'href',
      '/dns/zone_malmo04',
    );
    expect(within(summary).getByText('Not behind the CDN')).toBeInTheDocument();
    for (const name of ['Nameservers', 'DNSSEC', 'Renewal']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'Domains',
      }),
    ).toHaveAttribute('href', '/domains');
  });

  it('links to the domain’s CDN settings when it is behind the CDN', async () => {
    renderApp('/domains/dom_aurora01');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('link', { name: 'Open CDN settings' })).toHaveAttribute(
      'href',
      '/cdn/cdn_aurora01',
    );
  });

  it('says a domain of another account is not found', async () => {
    renderApp('/domains/dom_foreign99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domain not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('not_found');
    expect(screen.queryByRole('region', { name: 'Nameservers' })).not.toBeInTheDocument();
  });

  it('marks domains whose renewal awaits an answer in the list', async () => {
    renderApp('/domains');
    const table = await screen.findByRole('table', { name: 'Domains' });
    expect(
      within(within(table).getByRole('row', { name: /aurora-bakery\.se/ })).getByText(
        'Awaiting your answer',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /kaffekoppen\.se/ })).queryByText(
        'Awaiting your answer',
      ),
    ).not.toBeInTheDocument();
  });
});
