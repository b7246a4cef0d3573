import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdJobs, mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { refuseFields } from '../../../test/refuse-fields';

const rebuilds = () =>
  mockState().requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/actions/rebuild'),
  );

async function openDialog(path = '/vps/vps_web01') {
  const user = userEvent.setup();
  renderApp(path);
  const section = await screen.findByRole('region', { name: 'Rebuild' });
  expect(section).toHaveTextContent('A rebuild erases everything on the server’s disk');
  await user.click(within(section).getByRole('button', { name: 'Rebuild…' }));
  const dialog = await screen.findByRole('dialog', { name: /^Rebuild .+\?$/ });
  await within(dialog).findByLabelText('Operating system');
  return { user, dialog, section };
}

describe('rebuild', () => {
  it('needs an operating system and the server’s name typed before it erases anything', async () => {
    holdJobs();
    const { user, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Erase and rebuild' });
    expect(dialog).toHaveTextContent('Everything on web-01 is erased');
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Operating system'), 'Debian 12');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type web-01 to confirm'), 'web-01');
    expect(confirm).toBeEnabled();
    await user.dblClick(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rebuilds()).toEqual([
      expect.objectContaining({
        path: '/api/v2/vps/vps_web01/actions/rebuild',
        body: { templateId: 'os_debian12' },
      }),
    ]);
    expect(await screen.findByRole('progressbar', { name: /Rebuild web-01/ })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('Rebuilding')).toBeInTheDocument();
  });

  it('sends clearSshKeys when the account keys should not be installed', async () => {
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Operating system'), 'Ubuntu 24.04 LTS');
    await user.click(within(dialog).getByLabelText('Do not install the account’s SSH keys'));
    await user.type(within(dialog).getByLabelText('Type web-01 to confirm'), 'web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Erase and rebuild' }));
    await waitFor(() =>
      expect(rebuilds()).toEqual([
        expect.objectContaining({ body: { templateId: 'os_ubuntu2404', clearSshKeys: true } }),
      ]),
    );
  });

  it('offers only the images a legacy (BIOS) server can start', async () => {
    const { dialog } = await openDialog('/vps/vps_legacy04');
    const options = within(within(dialog).getByLabelText('Operating system'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Rocky Linux 9');
    expect(options).not.toContain('Windows Server 2025');
  });

  it('shows the server’s objection to the template under the field, and forgets everything on cancel', async () => {
    refuseFields('post', '*/api/v2/vps/:id/actions/rebuild', [
      {
        pointer: '/templateId',
        detail: 'This image was withdrawn yesterday.',
        code: 'unknown_template',
      },
    ]);
    const { user, dialog, section } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Operating system'), 'AlmaLinux 9');
    await user.type(within(dialog).getByLabelText('Type web-01 to confirm'), 'web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Erase and rebuild' }));
    expect(
      await within(dialog).findByText('This image was withdrawn yesterday.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('invalid_request');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(section).getByRole('button', { name: 'Rebuild…' }));
    const again = await screen.findByRole('dialog');
    expect(await within(again).findByLabelText('Operating system')).toHaveValue('');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the server’s word on the SSH keys choice under it, and lists one it cannot place', async () => {
    refuseFields('post', '*/api/v2/vps/:id/actions/rebuild', [
      {
        pointer: '/clearSshKeys',
        detail: 'Keys cannot be left out on this image.',
        code: 'keys_required',
      },
      { pointer: '/image/region', detail: 'Not offered in this region.', code: 'region' },
    ]);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Operating system'), 'AlmaLinux 9');
    const keys = within(dialog).getByRole('checkbox', {
      name: 'Do not install the account’s SSH keys',
    });
    await user.click(keys);
    await user.type(within(dialog).getByLabelText('Type web-01 to confirm'), 'web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Erase and rebuild' }));
    await waitFor(() => expect(keys).toHaveAccessibleDescription(/Keys cannot be left out/));
    expect(keys).toBeInvalid();
    expect(keys).toBeChecked();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      '/image/region: Not offered in this region.',
    );
  });
});
