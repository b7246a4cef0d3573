import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockState } from '../../test/session';
import { withoutSecrets } from './support-data';

async function openSupport(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  return screen.findByRole('region', {
    name: options.language === 'sv' ? 'För support' : 'For support',
  });
}

describe('SupportTools', () => {
  it('copies the server ID, hostname and IP, and the read as curl with $API_KEY instead of the key', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const support = await openSupport('/vps/vps_web01');

    await user.click(within(support).getByRole('button', { name: 'Copy IP address 192.0.2.11' }));
    expect(writeText).toHaveBeenLastCalledWith('192.0.2.11');
    await user.click(within(support).getByRole('button', { name: 'Copy ID vps_web01' }));
    expect(writeText).toHaveBeenLastCalledWith('vps_web01');
    expect(within(support).getByRole('button', { name: /^Copy Hostname / })).toBeVisible();

    await user.click(within(support).getByRole('button', { name: 'Copy as curl' }));
    const curl = writeText.mock.lastCall?.[0] ?? '';
    expect(curl).toContain('-H "Authorization: Bearer $API_KEY"');
    expect(curl).toMatch(/'http[^']+\/api\/v2\/vps\/vps_web01'$/);
    expect(curl).not.toContain('demo_owner_key');
    expect(within(support).getByLabelText('This page’s request as a command')).toHaveTextContent(
      '$API_KEY',
    );
  });

  it('shows the raw data without one-time links or tokens', async () => {
    const user = userEvent.setup();
    const paymentUrl = 'https://pay.example/inv_2026110?token=s3cret-token';
    const first = mockState().billing.invoices[0];
    if (first) first.paymentUrl = paymentUrl;
    const support = await openSupport('/billing/invoices/inv_2026110');

    await user.click(within(support).getByText('Show raw data'));
    const raw = within(support).getByLabelText('Raw data');
    expect(raw).toHaveTextContent('"id": "inv_2026110"');
    expect(raw).toHaveTextContent('"number": "2026-110"');
    expect(raw.textContent).not.toContain('paymentUrl');
    expect(raw.textContent).not.toContain('s3cret');
  });

  it('is in Swedish', async () => {
    const support = await openSupport('/dns/zone_aurora01', { language: 'sv' });
    expect(within(support).getByText('Visa rådata')).toBeVisible();
    expect(within(support).getByRole('button', { name: 'Kopiera som curl' })).toBeVisible();
  });

  it('leaves out secret fields at any depth and redacts links in the rest', () => {
    expect(
      withoutSecrets({
        id: 'acct_1',
        loginUrl: 'https://mail.example/sso?t=1',
        nested: [
          { apiToken: 'x', publicKey: 'ssh-ed25519 AAAA', note: 'see https://a.example/?t=2' },
        ],
      }),
    ).toEqual({ id: 'acct_1', nested: [{ note: 'see https://a.example/?[redacted]' }] });
  });
});
