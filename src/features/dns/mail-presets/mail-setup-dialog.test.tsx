import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

const READ_ONLY_SV = 'Skrivskyddad session: ändringar är avstängda.';

const writes = () =>
  mockState()
    .requests.filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`);

async function openMailSetup(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  renderApp(path, options);
  await user.click(await screen.findByRole('button', { name: 'Set up mail…' }));
  const dialog = await screen.findByRole('dialog', { name: /^Mail setup for / });
  return { user, dialog };
}

describe('mail setup presets', () => {
  it('shows Our mail from the hosting account as a diff and applies only that', async () => {
    const { user, dialog } = await openMailSetup('/dns/zone_fjall08');
    const ours = await within(dialog).findByRole('radio', { name: 'Our mail' });
    await expect.poll(() => ours).toBeEnabled();
    expect(within(dialog).getByText(/every other record stays as it is/)).toBeInTheDocument();
    await user.click(ours);
    const list = await within(dialog).findByRole('list', { name: 'Changes to fjallstugan.nu' });
    expect(list).toHaveTextContent('@ MX 10 cp07.webhost-panel.example');
    expect(list).toHaveTextContent('Now: 10 mx1.mail.example.net (TTL 3600)');
    expect(list).toHaveTextContent('_dmarc TXT v=DMARC1; p=none;');
    expect(writes()).toEqual([]);
    // Cancel first, the main action last, as in every dialog of the panel.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const apply = within(dialog).getByRole('button', { name: 'Apply 3 changes' });
    expect(cancel.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(apply);
    expect(await within(dialog).findByText('3 applied, 0 failed.')).toBeInTheDocument();
    const sent = writes();
    expect(sent).toHaveLength(3);
    expect(sent.filter((line) => line.startsWith('PUT'))).toHaveLength(2);
    expect(sent.some((line) => line.includes('"value":"v=spf1 mx ~all"'))).toBe(true);
    expect(sent.some((line) => line.startsWith('POST') && line.includes('_dmarc'))).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a zone with email forwarding needs support, with the details ready to copy', async () => {
    const { user, dialog } = await openMailSetup('/dns/zone_kaffe03');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(
      within(dialog).getByText(/cannot be turned off in this panel: that needs support/),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/turn forwarding off first/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy details for support' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"zoneId": "zone_kaffe03"'));
  });

  it('applies a preset around the forwarding service’s root MX records, which stay', async () => {
    const { user, dialog } = await openMailSetup('/dns/zone_kaffe03');
    await user.click(within(dialog).getByRole('radio', { name: 'Google Workspace' }));
    const list = await within(dialog).findByRole('list', { name: 'Changes to kaffekoppen.se' });
    expect(list).not.toHaveTextContent('smtp.google.com');
    expect(
      within(dialog).getByText(/^1 root MX record is left out: email forwarding manages/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Apply \d+ changes?$/ }));
    expect(await within(dialog).findByText(/applied, 0 failed\.$/)).toBeInTheDocument();
    const sent = writes();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((line) => line.includes('"type":"MX"') || line.startsWith('DELETE'))).toBe(
      false,
    );
  });

  it('says a zone with email forwarding needs support in Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_kaffe03', { language: 'sv' });
    await user.click(await screen.findByRole('button', { name: 'Ställ in e-post…' }));
    const dialog = await screen.findByRole('dialog', { name: /^E-postinställning för / });
    expect(
      within(dialog).getByText(/går inte att stänga av i panelen: det kräver supporten/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Kopiera uppgifter till supporten' }),
    ).toBeVisible();
  });

  it('offers Our mail disabled with the reason when no hosting account serves the zone', async () => {
    const { dialog } = await openMailSetup('/dns/zone_staging09');
    const ours = within(dialog).getByRole('radio', { name: 'Our mail' });
    expect(
      await within(dialog).findByText('None of your hosting accounts serves staging-internal.net.'),
    ).toBeInTheDocument();
    expect(ours).toBeDisabled();
    expect(ours).toHaveAccessibleDescription(
      'None of your hosting accounts serves staging-internal.net.',
    );
  });

  it('turns mail setup off in a read-only session, and says why in Swedish', async () => {
    renderApp('/dns/zone_fjall08', { as: 'support', readOnly: true, language: 'sv' });
    for (const name of ['Ställ in e-post…', 'Flera domäner…']) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(READ_ONLY_SV);
    }
    // Said once, under the two buttons, which stay side by side.
    const section = screen.getByRole('region', { name: 'E-postinställning' });
    const said = within(section)
      .getAllByText(READ_ONLY_SV)
      .filter((reason) => !reason.hidden);
    expect(said).toHaveLength(1);
  });

  it('turns mail setup off once the key was refused the DNS write scope', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_fjall08', { as: 'support' });
    const table = await screen.findByRole('table', { name: 'Records of fjallstugan.nu' });
    expect(screen.getByRole('button', { name: 'Set up mail…' })).toBeEnabled();
    await user.click(within(table).getByRole('button', { name: 'Delete A record @' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete record' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('write:dns');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    for (const name of ['Set up mail…', 'Several domains…']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('This key cannot change DNS records.');
    }
  });
});
