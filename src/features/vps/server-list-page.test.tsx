import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

describe('server list', () => {
  it('shows a linked region that no server has as chosen, and All brings every server back', async () => {
    const user = userEvent.setup();
    renderApp('/vps?region=no-osl-1');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(region).toHaveDisplayValue('no-osl-1');
    await user.selectOptions(region, 'All');
    const table = await screen.findByRole('table', { name: 'Servers' });
    expect(within(table).getByRole('link', { name: 'web-01' })).toBeInTheDocument();
  });
});
