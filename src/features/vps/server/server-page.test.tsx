import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';

describe('server page', () => {
  it('shows the server with its sections', async () => {
    renderApp('/vps/vps_web01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'web-01' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Server sections' });
    // The sections under power arrive with their own chunk; at once here, as jsdom has no
    // IntersectionObserver.
    for (const name of ['Power', 'Firmware', 'Rebuild', 'SSH access', 'Backups']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('4 vCPU · 8 GB RAM · 160 GB')).toBeInTheDocument();
    expect(within(overview).getByText('192.0.2.11')).toBeInTheDocument();
  });

  it('says when a server is not part of the account', async () => {
    renderApp('/vps/vps_foreign99');
    expect(
      await screen.findByText('This server does not exist or is not part of your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('vps_not_found');
    expect(screen.queryByRole('heading', { name: 'not-yours' })).not.toBeInTheDocument();
  });

  it('reads naturally in Swedish', async () => {
    renderApp('/vps/vps_web01', { language: 'sv' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ström' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Säkerhetskopior' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng av' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla servrar' })).toHaveAttribute('href', '/vps');
  });
});
