import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

describe('the zone check on a zone page', () => {
  it('lists what it found with a reason, an explanation link and a fix button', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_nordic02');
    const list = await screen.findByRole('list', { name: 'Problems found in nordicfjord.com' });
    const spf = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('more than one SPF policy'));
    if (!spf) throw new Error('no SPF finding');
    expect(spf).toHaveTextContent('Error');
    const why = within(spf).getByRole('link', { name: /Why\?/ });
    expect(why).toHaveAttribute('href', 'https://www.rfc-editor.org/rfc/rfc7208#section-3.2');
    expect(why).toHaveAttribute('rel', 'noopener noreferrer');
    const table = screen.getByRole('table', { name: 'Records of nordicfjord.com' });
    const spfRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('v=spf1 mx -all'));
    expect(spfRow).toHaveTextContent(/Error/);
    await user.click(within(spf).getByRole('button', { name: 'Fix TXT record @' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit TXT record @' });
    expect(within(dialog).getByLabelText('Value')).toHaveValue(
      'v=spf1 include:_spf.mail.example.net ~all',
    );
  });

  it('offers to add a missing DMARC record and reads in Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_fjall08', { language: 'sv' });
    const list = await screen.findByRole('list', { name: 'Problem i fjallstugan.nu' });
    expect(list).toHaveTextContent('saknar DMARC-post på _dmarc');
    await user.click(within(list).getByRole('button', { name: 'Lägg till en DMARC-post' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Namn')).toHaveValue('_dmarc');
  });

  it('counts what it found in words that agree with each number', async () => {
    renderApp('/dns/zone_aurora01');
    const section = await screen.findByRole('region', { name: 'Zone check' });
    expect(within(section).getByText('0 errors, 3 warnings, 1 note')).toBeInTheDocument();
  });

  it('counts in Swedish', async () => {
    renderApp('/dns/zone_staging09', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Zonkontroll' });
    expect(within(section).getByText('0 fel, 1 varning, 0 anmärkningar')).toBeInTheDocument();
  });

  it('turns the fixes off in a read-only session, and says why', async () => {
    renderApp('/dns/zone_nordic02', { as: 'support', readOnly: true });
    const list = await screen.findByRole('list', { name: 'Problems found in nordicfjord.com' });
    const fixes = within(list).getAllByRole('button', { name: /^Fix / });
    expect(fixes.length).toBeGreaterThan(0);
    for (const fix of fixes) {
      expect(fix).toBeDisabled();
      expect(fix).toHaveAccessibleDescription('Read-only session: changes are turned off.');
    }
  });

  it('offers no fix for a root MX record that email forwarding manages, and says why', async () => {
    const zone = mockState().dns.zones.find((candidate) => candidate.id === 'zone_kaffe03');
    for (const record of zone?.records ?? []) if (record.type === 'MX') record.ttl = 60;
    renderApp('/dns/zone_kaffe03');
    const list = await screen.findByRole('list', { name: 'Problems found in kaffekoppen.se' });
    const fixes = within(list).getAllByRole('button', { name: 'Fix MX record @' });
    expect(fixes).toHaveLength(2);
    for (const fix of fixes) {
      expect(fix).toBeDisabled();
      expect(fix).toHaveAccessibleDescription('Managed by email forwarding.');
    }
  });
});
