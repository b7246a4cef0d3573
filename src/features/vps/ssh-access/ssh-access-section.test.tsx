import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../../mocks/node';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { sentence } from '../../../test/sentence';

async function openAccess(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  const section = await screen.findByRole('region', { name: 'SSH access' });
  await within(section).findByRole('link', { name: 'All SSH keys of the account' });
  return section;
}

describe('live SSH access', () => {
  it('lists what the server accepts, including a key added inside it and a restricted one', async () => {
    const section = await openAccess('/vps/vps_web01', { as: 'support' });
    expect(section).toHaveTextContent(/Checked at \d\d:\d\d, in the home directory of ubuntu\./);
    const table = within(section).getByRole('table', { name: 'Keys in the authorized keys file' });
    const handAdded = within(table).getByRole('row', { name: /root@web-01/ });
    expect(within(handAdded).getByText('Added inside the server')).toBeInTheDocument();
    // The key's type as the SSH keys page names it, not the server's lower-case word.
    expect(within(handAdded).getByText('RSA', { exact: true })).toBeInTheDocument();
    const restricted = within(table).getByRole('row', { name: /deploy-ci/ });
    expect(within(restricted).getByText(sentence('Account key “deploy-ci”'))).toBeInTheDocument();
    expect(within(restricted).getByText('no-pty')).toBeInTheDocument();
    expect(within(restricted).getByText('from="198.51.100.0/24"')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /anna@laptop/ })).getByText('None'),
    ).toBeInTheDocument();
  });

  it('tells which assigned account keys are really on the server', async () => {
    const section = await openAccess('/vps/vps_web01');
    const items = within(
      within(section).getByRole('list', { name: 'Account keys assigned to this server' }),
    ).getAllByRole('listitem');
    const item = (name: string) => items.find((candidate) => candidate.textContent?.includes(name));
    expect(items).toHaveLength(3);
    expect(item('old-laptop')).toHaveTextContent('Not on the server');
    expect(item('anna@laptop')).toHaveTextContent('Present on the server');
  });

  it('says why access cannot be checked on a stopped server, without offering saved keys instead', async () => {
    const section = await openAccess('/vps/vps_build03');
    expect(within(section).getByText('SSH access cannot be checked right now')).toBeInTheDocument();
    expect(
      within(section).getByText(/^The server is not running, so its keys cannot be read\./),
    ).toBeInTheDocument();
    // No advice the panel cannot follow: the API has no start.
    expect(within(section).queryByText(/Start it to check access/)).not.toBeInTheDocument();
    expect(within(section).getByText(/starting a server is not available/)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByText('anna@laptop')).not.toBeInTheDocument();
  });

  it('words a known reason itself when the guest agent does not answer', async () => {
    const section = await openAccess('/vps/vps_legacy04');
    expect(
      within(section).getByText(/^The guest agent in the server does not answer\. Install/),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/^From the server:/)).not.toBeInTheDocument();
  });

  it('passes on the service’s message, marked as such, for a reason it does not know', async () => {
    mockServer.use(
      http.get('*/api/v2/vps/:id/ssh-access', () =>
        HttpResponse.json({
          available: false,
          unavailableReason: 'quota_frozen',
          unavailableMessage: 'Access checks are frozen for this account.',
          loginUser: 'root',
          checkedAt: '2026-09-05T07:03:00.000Z',
          revision: null,
          entries: [],
          savedKeys: [],
        }),
      ),
    );
    const section = await openAccess('/vps/vps_legacy04');
    expect(
      within(section).getByText('From the server: Access checks are frozen for this account.'),
    ).toBeInTheDocument();
  });

  it('explains a guest where command execution is turned off, in Swedish too', async () => {
    const server = mockState().vps.servers.find((candidate) => candidate.id === 'vps_db02');
    if (server) server.guestAccessBlocker = 'guest_exec_disabled';
    renderApp('/vps/vps_db02', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'SSH-åtkomst' });
    expect(
      await within(section).findByText('Att köra kommandon via gästagenten är avstängt i servern.'),
    ).toBeInTheDocument();
  });
});
