import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { refuseFields } from '../../../test/refuse-fields';
import { sentence } from '../../../test/sentence';

const firmwareWrites = () =>
  mockState().requests.filter(
    (request) => request.method === 'PUT' && request.path.endsWith('/firmware'),
  );

/** Sends the change from the form and says yes to the warning. */
async function changeAndConfirm(
  user: ReturnType<typeof userEvent.setup>,
  section: HTMLElement,
  title = 'Switch to BIOS without TPM (legacy)?',
) {
  await user.click(within(section).getByRole('button', { name: 'Change firmware mode' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Switch firmware mode' }));
}

async function openFirmware(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  const section = await screen.findByRole('region', { name: 'Firmware' });
  await within(section).findByText('Firmware mode', { selector: 'dt' });
  return section;
}

/** The value beside a term in the section's details. */
function valueOf(section: HTMLElement, term: string) {
  return within(section).getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('firmware', () => {
  it('describes UEFI with Secure Boot and TPM 2.0, and keeps the change locked while the server runs', async () => {
    const section = await openFirmware('/vps/vps_web01');
    expect(within(section).getByText('Ready, Microsoft keys pre-enrolled')).toBeInTheDocument();
    expect(within(section).getByText('TPM 2.0, ready')).toBeInTheDocument();
    expect(within(section).getByText('default/vps_web01-efivars')).toBeInTheDocument();
    expect(
      within(section).getByText(/Shut the server down first; the new firmware mode applies/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change firmware mode' })).toBeDisabled();
    expect(within(section).getByLabelText('Firmware mode', { selector: 'select' })).toBeDisabled();
    expect(within(section).queryByText(/Secure Boot and the TPM go away/)).not.toBeInTheDocument();
  });

  it('shows no Secure Boot and no TPM in legacy mode', async () => {
    const section = await openFirmware('/vps/vps_legacy04');
    expect(within(section).getAllByText('BIOS without TPM (legacy)').length).toBeGreaterThan(0);
    expect(within(section).getAllByText('Not available')).toHaveLength(2);
  });

  it('switches a stopped server to legacy with a storage hint, warning first', async () => {
    const user = userEvent.setup();
    const section = await openFirmware('/vps/vps_build03');
    expect(within(section).getByLabelText('Firmware mode', { selector: 'select' })).toHaveValue(
      'legacy',
    );
    expect(within(section).getByText(/Secure Boot and the TPM go away/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/Storage pool for the new volumes/), 'nvme-2');
    await changeAndConfirm(user, section);

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByText(
        sentence('The firmware mode of build-03 is now: BIOS without TPM (legacy)'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firmware', level: 2 })).toHaveFocus();
    expect(firmwareWrites()).toEqual([
      expect.objectContaining({
        path: '/api/v2/vps/vps_build03/firmware',
        body: { mode: 'legacy', storage: 'nvme-2' },
      }),
    ]);
    await waitFor(() => expect(within(section).getAllByText('Not available')).toHaveLength(2));
    expect(within(section).getByLabelText('Firmware mode', { selector: 'select' })).toHaveValue(
      'incus',
    );
  });

  it('leaves an empty storage hint out of the request', async () => {
    const user = userEvent.setup();
    const section = await openFirmware('/vps/vps_build03');
    await changeAndConfirm(user, section);
    await waitFor(() =>
      expect(firmwareWrites()).toEqual([expect.objectContaining({ body: { mode: 'legacy' } })]),
    );
  });

  it('refuses a storage hint with characters outside the allowed set, sending nothing', async () => {
    const user = userEvent.setup();
    const section = await openFirmware('/vps/vps_build03');
    const field = within(section).getByLabelText(/Storage pool for the new volumes/);
    await user.type(field, 'pool/one');
    await user.click(within(section).getByRole('button', { name: 'Change firmware mode' }));
    expect(
      await within(section).findByText('Use 1 to 64 letters, digits, underscores or hyphens.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(firmwareWrites()).toEqual([]);
  });

  it('puts the server’s field error under the storage field and keeps what was typed', async () => {
    refuseFields('put', '*/api/v2/vps/:id/firmware', [
      {
        pointer: '/storage',
        detail: 'No storage pool called nvme-9 exists.',
        code: 'unknown_pool',
      },
    ]);
    const user = userEvent.setup();
    const section = await openFirmware('/vps/vps_build03');
    const field = within(section).getByLabelText(/Storage pool for the new volumes/);
    await user.type(field, 'nvme-9');
    await changeAndConfirm(user, section);
    expect(
      await within(section).findByText('No storage pool called nvme-9 exists.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('nvme-9');
    expect(field).toHaveFocus();
  });

  it('asks before switching to legacy, says what may break, and sends nothing on cancel', async () => {
    const user = userEvent.setup();
    const section = await openFirmware('/vps/vps_build03');
    await user.click(within(section).getByRole('button', { name: 'Change firmware mode' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch to BIOS without TPM (legacy)?',
    });
    expect(dialog).toHaveAccessibleDescription(/Secure Boot and the TPM go away.*may not start/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(firmwareWrites()).toEqual([]);
  });

  it('asks in Swedish too', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_build03', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Firmware' });
    await user.click(await within(section).findByRole('button', { name: 'Byt firmwareläge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Byta till BIOS utan TPM (äldre)?' });
    expect(dialog).toHaveTextContent('kanske inte startar');
    expect(firmwareWrites()).toEqual([]);
  });

  it('reads in Swedish', async () => {
    renderApp('/vps/vps_web01', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Firmware' });
    expect(await within(section).findByText('TPM 2.0, klar')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Byt firmwareläge' })).toBeDisabled();
  });

  it('says the summary the spec describes in Swedish, and marks the firmware status as the server’s', async () => {
    renderApp('/vps/vps_legacy04', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Firmware' });
    await within(section).findByText('Sammanfattning', { selector: 'dt' });
    expect(valueOf(section, 'Sammanfattning')).toHaveTextContent(/^BIOS utan TPM$/);
    expect(valueOf(section, 'Firmwarestatus')).toHaveTextContent(
      /^Från servern \(på engelska\): active$/,
    );
  });

  it('marks a summary the spec does not describe as the server’s words', async () => {
    mockServer.use(
      http.get('*/api/v2/vps/:id/firmware', () =>
        HttpResponse.json({ mode: 'incus', summary: 'UEFI, TPM pending', firmware: null }),
      ),
    );
    renderApp('/vps/vps_web01', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Firmware' });
    await within(section).findByText('Sammanfattning', { selector: 'dt' });
    expect(valueOf(section, 'Sammanfattning')).toHaveTextContent(
      /^Från servern \(på engelska\): UEFI, TPM pending$/,
    );
  });
});
