import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operationsStore } from '../../../components/operations/operations-store';
import { holdJobs, mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { refuseFields } from '../../../test/refuse-fields';

const restores = () =>
  mockState().requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/restore-to-payg'),
  );
const backupReads = () =>
  mockState().requests.filter(
    (request) => request.method === 'GET' && request.path.endsWith('/backups'),
  );

/** A browser where nothing ever comes into view: a section waiting for scrolling never loads. */
function neverScrolled() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly root = null;
      readonly rootMargin = '0px';
      readonly thresholds = [0];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

async function openBackups(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  const section = await screen.findByRole('region', { name: 'Backups' });
  await within(section).findByRole('table');
  return section;
}

async function openRestore(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const section = await openBackups(path, options);
  await user.click(
    within(section).getAllByRole('button', { name: /^New Cloud VM from the backup taken/ })[0]!,
  );
  const dialog = await screen.findByRole('dialog', { name: /^New Cloud VM from the backup of/ });
  return { user, dialog, section };
}

describe('backups', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the server’s backups with kind and size', async () => {
    const section = await openBackups('/vps/vps_web01');
    const rows = within(
      within(section).getByRole('table', { name: 'Backups of web-01' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Automatic');
    expect(rows[1]).toHaveTextContent('42.5 GB');
    expect(rows[3]).toHaveTextContent('Manual');
  });

  it('shows why a backup of a BIOS server cannot become a Cloud VM', async () => {
    const section = await openBackups('/vps/vps_legacy04');
    expect(
      within(section).getByRole('button', { name: /^New Cloud VM from the backup taken/ }),
    ).toBeDisabled();
    expect(within(section).getByText(/Cloud VMs start with UEFI only/)).toBeInTheDocument();
  });

  it('reads the backups with the page, so the restore buttons are there without scrolling', async () => {
    neverScrolled();
    const section = await openBackups('/vps/vps_web01');
    expect(
      within(section).getAllByRole('button', { name: /^New Cloud VM from the backup taken/ }),
    ).toHaveLength(3);
    expect(backupReads()).toHaveLength(1);
  });

  it('still shows a new Cloud VM being made after a reload', async () => {
    const { user, dialog } = await openRestore('/vps/vps_web01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(await screen.findByText(/The new Cloud VM is being created/)).toBeInTheDocument();
    cleanup();
    operationsStore.reload();

    renderApp('/vps/vps_web01');
    expect(
      await screen.findByRole('progressbar', { name: /^New Cloud VM from a backup of web-01/ }),
    ).toBeInTheDocument();
  });

  it('says the new Cloud VM is being created only while its job runs', async () => {
    const releaseJobs = holdJobs();
    const { user, dialog } = await openRestore('/vps/vps_web01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(await screen.findByText(/The new Cloud VM is being created/)).toBeInTheDocument();
    releaseJobs();
    await waitFor(() => expect(screen.queryByText(/The new Cloud VM is being created/)).toBeNull());
  });

  it('says it is billed by usage and leaves empty fields to the service', async () => {
    const { user, dialog } = await openRestore('/vps/vps_web01');
    expect(dialog).toHaveTextContent('pay-as-you-go Cloud VM, billed by the hour');
    expect(dialog).toHaveTextContent('web-01 itself is not changed');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    await waitFor(() =>
      expect(restores()).toEqual([
        expect.objectContaining({
          path: '/api/v2/vps/vps_web01/backups/bkp_web01_0503/actions/restore-to-payg',
          body: {},
        }),
      ]),
    );
    expect(await screen.findByText(/The new Cloud VM is being created/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: /New Cloud VM from a backup of web-01/ }),
    ).toBeInTheDocument();
  });

  it('holds storage to the larger of the server’s disk and the backup, sending nothing until it fits', async () => {
    const { user, dialog } = await openRestore('/vps/vps_build03');
    const storage = within(dialog).getByLabelText(/Storage \(GB\)/);
    expect(
      within(dialog).getByText('At least 96, at most 2,000. Leave empty to use 96.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Name/), 'build-copy');
    await user.type(storage, '90');
    await user.type(within(dialog).getByLabelText(/vCPU cores/), '33');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(
      await within(dialog).findByText(
        'At least 96 GB: the larger of the server’s storage (80 GB) and the backup (95.5 GB).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose 1 to 32 cores.')).toBeInTheDocument();
    expect(restores()).toEqual([]);

    await user.clear(storage);
    await user.type(storage, '96');
    await user.clear(within(dialog).getByLabelText(/vCPU cores/));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(restores()).toEqual([
        expect.objectContaining({ body: { name: 'build-copy', storageGb: 96 } }),
      ]),
    );
  });

  it('puts the service’s field errors on the fields', async () => {
    refuseFields('post', '*/api/v2/vps/:id/backups/:backupId/actions/restore-to-payg', [
      {
        pointer: '/region',
        detail: 'Cloud VMs are offered in se-sto-1, se-got-1, no-osl-1.',
        code: 'unknown_region',
      },
    ]);
    const { user, dialog } = await openRestore('/vps/vps_web01');
    const region = within(dialog).getByRole('combobox', { name: /Region/ });
    await within(region).findByRole('option', { name: 'se-got-1' });
    await user.selectOptions(region, 'se-got-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(
      await within(dialog).findByText('Cloud VMs are offered in se-sto-1, se-got-1, no-osl-1.'),
    ).toBeInTheDocument();
    expect(region).toHaveValue('se-got-1');
    expect(region).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the regions the API reports for the account’s servers, not free text', async () => {
    const { user, dialog } = await openRestore('/vps/vps_web01');
    const region = within(dialog).getByRole('combobox', { name: /Region/ });
    await within(region).findByRole('option', { name: 'se-got-1' });
    expect(
      within(region)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default region', 'se-got-1', 'se-sto-1 (where web-01 is)']);
    await user.selectOptions(region, 'se-got-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    await waitFor(() =>
      expect(restores()).toEqual([expect.objectContaining({ body: { region: 'se-got-1' } })]),
    );
  });

  it('explains when the account cannot use Cloud VM yet', async () => {
    const { user, dialog } = await openRestore('/vps/vps_db02');
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(
      await within(dialog).findByText(
        /Cloud VM is not available to this account yet. Nothing was ordered/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cloud VM is not enabled yet for the billing profile db-02 belongs to',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('cloud_vm_not_available');
  });

  it('names the billing permission a team key lacks', async () => {
    const { user, dialog } = await openRestore('/vps/vps_web01', { as: 'team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Cloud VM' }));
    expect(
      await within(dialog).findByText('Missing permission: write:billing'),
    ).toBeInTheDocument();
    expect(mockState().jobs.size).toBe(0);
  });

  it('reads in Swedish, with Swedish numbers', async () => {
    renderApp('/vps/vps_web01', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Säkerhetskopior' });
    const table = await within(section).findByRole('table', { name: 'Säkerhetskopior av web-01' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('42,5 GB');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Automatisk');
  });
});
