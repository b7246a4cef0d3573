import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { resetMockState } from '../../../mocks/state';
import { mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { recordScrolls, stopRecordingScrolls } from '../../../test/scrolls';

const findTable = (name = 'Account SSH keys') => screen.findByRole('table', { name });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('account SSH keys page', () => {
  let scrolledTo: Element[] = [];
  beforeEach(() => {
    scrolledTo = recordScrolls();
  });
  afterEach(stopRecordingScrolls);

  it('moves focus to the list and its top into view on a new page, even as Next goes off on the last', async () => {
    const user = userEvent.setup();
    renderApp('/vps/ssh-keys', { as: 'support' });
    await findTable();
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Account SSH keys' })).toHaveFocus(),
    );
    expect(scrolledTo.at(-1)).toBe(screen.getByRole('table', { name: 'Account SSH keys' }));

    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const last = screen.getByRole('table', { name: 'Account SSH keys' });
    await waitFor(() => expect(last).toHaveFocus());
    expect(within(last).getByText('team-key-045')).toBeInTheDocument();
  });

  it('reads the inventory with the cursor and pages through it with totals', async () => {
    const user = userEvent.setup();
    renderApp('/vps/ssh-keys', { as: 'support' });
    const table = await findTable();
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const anna = within(table).getByRole('row', { name: /anna@laptop/ });
    expect(anna).toHaveTextContent('Ed25519');
    expect(anna).toHaveTextContent(/SHA256:/);
    expect(within(table).getByRole('row', { name: /imported-x509/ })).toHaveTextContent(
      'Not available',
    );
    expect(mockState().requests.at(-1)?.search).toBe('?limit=100');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(within(await findTable()).getByText('team-key-021')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    const last = await findTable();
    expect(within(last).getByText('team-key-045')).toBeInTheDocument();
    expect(bodyRows(last)).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows up to 100 keys at once when asked', async () => {
    const user = userEvent.setup();
    renderApp('/vps/ssh-keys');
    await findTable();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    expect(await within(await findTable()).findByText('team-key-045')).toBeInTheDocument();
    expect(bodyRows(await findTable())).toHaveLength(45);
  });

  it('finds a key by its name and filters by type', async () => {
    const user = userEvent.setup();
    renderApp('/vps/ssh-keys');
    await findTable();
    await user.type(screen.getByLabelText('Search'), 'anna');
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Type'), 'Ed25519');
    const rows = bodyRows(await findTable());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Ed25519');
  });

  it('offers a copy of each public key without printing it', async () => {
    renderApp('/vps/ssh-keys');
    const table = await findTable();
    expect(
      within(table).getByRole('button', { name: 'Copy public key of anna@laptop' }),
    ).toBeInTheDocument();
    expect(table).not.toHaveTextContent('ssh-ed25519 AAAA');
  });

  it('says when the account has no keys', async () => {
    resetMockState('empty-account');
    renderApp('/vps/ssh-keys');
    expect(await screen.findByText('No SSH keys saved')).toBeInTheDocument();
  });

  it('shows the service’s error with a way to try again', async () => {
    mockServer.use(
      http.get('*/api/v2/ssh-keys', ({ request }) =>
        problem({
          status: 500,
          code: 'internal_error',
          detail: 'The key store is being maintained.',
          instance: new URL(request.url).pathname,
        }),
      ),
    );
    renderApp('/vps/ssh-keys', { language: 'sv' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The key store is being maintained.');
    expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SSH-nycklar' })).toBeInTheDocument();
  });
});
