import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { sentence } from '../../test/sentence';
import { holdJobs } from '../../test/session';

/** Starts a restore of aurora_wp on acct_aurora01, its job held at its first step. */
async function startRestore(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Database backups' });
  await user.click(
    (await within(section).findAllByRole('button', { name: /^Restore aurora_wp from/ }))[0] ??
      document.body,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Restore the database aurora_wp?' });
  await user.type(within(dialog).getByLabelText('Type aurora_wp to confirm'), 'aurora_wp');
  await user.click(within(dialog).getByRole('button', { name: 'Restore aurora_wp' }));
  await within(section).findByText(
    'The restore of aurora_wp is queued. Its progress is shown below.',
  );
}

describe('hosting account list', () => {
  it('shows which account an operation is working on, until it ends', async () => {
    const release = holdJobs();
    const user = userEvent.setup();
    renderApp('/hosting/acct_aurora01/databases');
    await startRestore(user);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Shared hosting',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Hosting accounts' });
    const aurora = within(table).getByRole('row', { name: /aurora-bakery/ });
    expect(
      within(aurora).getByText(sentence('Working: Restore database aurora_wp')),
    ).toBeInTheDocument();
    const others = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => row !== aurora);
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(within(row).queryByText(/^Working:/)).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(within(aurora).queryByText(/^Working:/)).not.toBeInTheDocument());
  });
});
