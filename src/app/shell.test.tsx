import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';

describe('app shell and list pages', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    renderApp('/domains', { as: null });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the control panel' }),
    ).toBeInTheDocument();
  });

  it('lists domains with their status', async () => {
    renderApp('/domains');
    const table = await screen.findByRole('table', { name: 'Domains' });
    const row = within(table).getByRole('row', { name: /gammal-butik\.se/ });
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'malmö-cykel.se' })).toHaveAttribute(
      'href',
      '/domains/dom_malmo04',
    );
    expect(within(table).queryByText('someone-else.example')).not.toBeInTheDocument();
  });

  it('navigates between areas from the main navigation', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Servers',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'web-01' })).toBeInTheDocument();
  });

  it('shows the Swedish interface and Swedish money', async () => {
    renderApp('/billing', { language: 'sv' });
    const table = await screen.findByRole('table', { name: 'Fakturor' });
    const row = within(table).getByRole('row', { name: /2026-110/ });
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('1 249,50 kr');
    expect(screen.getByRole('link', { name: 'Servrar' })).toBeInTheDocument();
  });

  it('says when an account has nothing yet', async () => {
    const { resetMockState } = await import('../mocks/state');
    resetMockState('empty-account');
    renderApp('/vps');
    expect(await screen.findByText('No servers yet')).toBeInTheDocument();
  });

  it('shows a read-only banner for support sessions', async () => {
    renderApp('/hosting', { as: 'support', readOnly: true });
    expect(
      await screen.findByText(/Read-only session: you can look at everything/),
    ).toBeInTheDocument();
  });
});
