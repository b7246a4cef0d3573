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
    await user.click(within(dialog).getByRole('button', { name: 'Restore aurora_wp' }));
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

  it('names the DS record deleted by its key tag, as the DNSSEC table showed it', async () => {
    const account = await accountIdOf(signInAs('owner').key);
    await clearEntries(account);
    const user = userEvent.setup();
    renderApp('/domains/dom_aurora01');
    const section = await screen.findByRole('region', { name: 'DNSSEC' });
    await user.click(await within(section).findByRole('button', { name: 'Delete DS record 2371' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete record' }),
    );
    await waitFor(async () =>
      expect(await readEntries(account)).toEqual([
        expect.objectContaining({
          action: 'dnssecDelete',
          params: { keyTag: '2371' },
          resource: expect.objectContaining({ id: 'dom_aurora01', name: 'aurora-bakery.se' }),
        }),
      ]),
    );
  });

  it('names the operating system a server was rebuilt from, as the picker named it', async () => {
    const account = await accountIdOf(signInAs('owner').key);
    await clearEntries(account);
    const releaseJobs = holdJobs();
    const user = userEvent.setup();
    renderApp('/vps/vps_web01');
    const section = await screen.findByRole('region', { name: 'Rebuild' });
    await user.click(within(section).getByRole('button', { name: 'Rebuild…' }));
    const dialog = await screen.findByRole('dialog', { name: /^Rebuild .+\?$/ });
    await user.selectOptions(await within(dialog).findByLabelText('Operating system'), 'Debian 12');
    await user.type(within(dialog).getByLabelText('Type web-01 to confirm'), 'web-01');
    await user.click(within(dialog).getByRole('button', { name: 'Erase and rebuild' }));
    await waitFor(async () =>
      expect(await readEntries(account)).toEqual([
        expect.objectContaining({
          action: 'vps_rebuild',
          params: { template: 'Debian 12' },
          resource: expect.objectContaining({ id: 'vps_web01', name: 'web-01' }),
        }),
      ]),
    );
    releaseJobs();
  });
});
