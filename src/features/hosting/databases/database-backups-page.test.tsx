import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { holdJobs, mockState } from '../../../test/session';

const restorePosts = () =>
  mockState().requests.filter(
    (entry) => entry.method === 'POST' && entry.path.endsWith('/actions/restore'),
  );

async function openBackups(
  path = '/hosting/acct_aurora01/databases',
  options: Parameters<typeof renderApp>[1] = {},
) {
  renderApp(path, options);
  const section = await screen.findByRole('region', {
    name: options.language === 'sv' ? 'Säkerhetskopior av databaser' : 'Database backups',
  });
  await within(section).findByRole('table');
  return section;
}

describe('database backups', () => {
  it('lists restore points newest first with their size', async () => {
    const section = await openBackups();
    const rows = within(
      within(section).getByRole('table', { name: 'Database restore points' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/aurora_wp20 Nov 2026.*184 MB/);
    expect(rows).toHaveLength(6);
  });

  it('restores one database after its name is typed, once, and follows the queue to the end', async () => {
    const releaseJobs = holdJobs();
    const user = userEvent.setup();
    const section = await openBackups();
    await user.click(
      within(section).getAllByRole('button', { name: /^Restore aurora_wp from/ })[1] ??
        document.body,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore the database aurora_wp?' });
    expect(dialog).toHaveTextContent(/replaced by its restore point from 19 Nov 2026/);
    expect(dialog).toHaveTextContent(
      'Files, email, DNS and the account’s other databases are not changed.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Restore aurora_wp' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type aurora_wp to confirm'), 'aurora_wp');
    await user.dblClick(confirm);

    expect(
      await within(section).findByText(
        'The restore of aurora_wp is queued. Its progress is shown below.',
      ),
    ).toBeInTheDocument();
    expect(restorePosts()).toHaveLength(1);
    expect(restorePosts()[0]).toMatchObject({
      path: '/api/v2/shared-hosting/acct_aurora01/backups/databases/bkp_aurwp02/actions/restore',
      body: {},
    });
    const gate = await within(section).findAllByText(
      'A restore of this database is already running; wait until it has finished.',
    );
    expect(gate.length).toBeGreaterThan(0);
    releaseJobs();
    expect(
      await within(section).findByRole('progressbar', {
        name: 'Restore database aurora_wp: Completed',
      }),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/is queued/)).not.toBeInTheDocument();
    expect(
      mockState().requests.some((entry) =>
        entry.path.startsWith('/api/v2/shared-hosting/acct_aurora01/backups/queue/'),
      ),
    ).toBe(true);
  }, 20000);

  it('sends nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const section = await openBackups();
    await user.click(
      within(section).getAllByRole('button', { name: /^Restore aurora_shop from/ })[0] ??
        document.body,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(restorePosts()).toHaveLength(0);
  });

  it.each([
    ['/hosting/acct_paused02/databases', /suspended/],
    ['/hosting/acct_legacy03/databases', /previous platform/],
  ])('keeps restore closed on %s with the reason in the panel’s words', async (path, reason) => {
    const section = await openBackups(path);
    const button = within(section).getByRole('button', { name: /^Restore .+ from / });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });

  it('says it in Swedish, in the panel’s words rather than the server’s English', async () => {
    const section = await openBackups('/hosting/acct_aurora01/databases', {
      as: 'support',
      language: 'sv',
    });
    const restore = within(section).getAllByRole('button', { name: /^Återställ / })[0];
    expect(restore).toHaveAccessibleDescription(
      'Den här nyckeln kan inte ändra webbhotellskonton eller använda webbhotellets konsoler och webbmejl.',
    );
  });

  it('shows the support key why it cannot restore', async () => {
    const section = await openBackups('/hosting/acct_aurora01/databases', { as: 'support' });
    expect(
      within(section).getAllByRole('button', { name: /^Restore .+ from / })[0],
    ).toHaveAccessibleDescription(
      'This key cannot change hosting accounts or use hosting consoles and webmail.',
    );
  });

  it('reads in Swedish', async () => {
    const user = userEvent.setup();
    const section = await openBackups('/hosting/acct_aurora01/databases', { language: 'sv' });
    await user.click(
      within(section).getAllByRole('button', { name: /^Återställ aurora_shop från/ })[0] ??
        document.body,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Återställa databasen aurora_shop?' });
    expect(
      within(dialog).getByText(/Allt som har skrivits till den sedan dess försvinner/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Återställ aurora_shop' })).toBeDisabled();
  });
});
