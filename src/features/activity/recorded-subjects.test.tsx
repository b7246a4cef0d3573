import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountIdOf } from '../../components/journal/account-id';
import { clearEntries, readEntries } from '../../components/journal/journal-store';
import { renderApp } from '../../test/render';
import { holdJobs, signInAs } from '../../test/session';

describe('what the journal records of a change sent from a page', () => {
  it('names the hosting account as its page showed it when a database is restored', async () => {
    const account = await accountIdOf(signInAs('owner').key);
    await clearEntries(account);
    const releaseJobs = holdJobs();
    const user = userEvent.setup();
    renderApp('/hosting/acct_aurora01/databases');
    const section = await screen.findByRole('region', { name: 'Database backups' });
    await user.click(
      (await within(section).findAllByRole('button', { name: /^Restore aurora_wp from/ }))[1] ??
        document.body,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore the database aurora_wp?' });
    await user.type(within(dialog).getByLabelText('Type aurora_wp to confirm'), 'aurora_wp');
    await user.click(within(dialog).getByRole('button', { name: 'Replace aurora_wp' }));
    await within(section).findByText(/^The restore of aurora_wp is queued/);
    await waitFor(async () =>
      expect(await readEntries(account)).toEqual([
        expect.objectContaining({
          action: 'databaseRestore',
          params: { database: 'aurora_wp' },
          resource: {
            id: 'acct_aurora01',
            name: 'aurora-bakery',
            href: '/hosting/acct_aurora01/databases',
          },
        }),
      ]),
    );
    releaseJobs();
  });
});
