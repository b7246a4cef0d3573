import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

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

  it('finds the zone by either form of its name', async () => {
    const user = userEvent.setup();
    renderApp('/dns');
    const table = await screen.findByRole('table', { name: 'DNS zones' });
    const search = screen.getByRole('searchbox');
    await user.type(search, 'malmö');
    expect(within(table).getByRole('link', { name: 'malmö-cykel.se' })).toBeInTheDocument();
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'xn--malm');
    expect(within(table).getAllByRole('link')).toHaveLength(1);
  });
});
