import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import type * as LoginWindowModule from './login-window';
import { openInNewTab, preopenLoginWindow, type LoginWindow } from './login-window';

vi.mock('./login-window', async (importOriginal) => ({
  ...(await importOriginal<typeof LoginWindowModule>()),
  preopenLoginWindow: vi.fn(),
  openInNewTab: vi.fn(),
}));

const LOGIN_URL =
  /^https:\/\/cp12\.webhost-panel\.example:2096\/webmail\/login\/\?session=[0-9a-f]{48}$/;
const ssoPosts = () =>
  mockState().requests.filter(
    (entry) => entry.method === 'POST' && entry.path.endsWith('/actions/sso'),
  );

function fakeTab() {
  const replace = vi.fn<(url: string) => void>();
  const close = vi.fn<() => void>();
  const tab: LoginWindow = { opener: null, closed: false, location: { replace }, close };
  return { tab, replace, close };
}

/** Everything the page shows or carries in attributes, where a link could hide. */
function pageText(): string {
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );
  return `${document.documentElement.textContent ?? ''} ${attributes.join(' ')}`;
}

async function openMailboxes(
  path = '/hosting/acct_aurora01/email',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const view = renderApp(path, options);
  const section = await screen.findByRole('region', {
    name: options.language === 'sv' ? 'E-postkonton' : 'Mailboxes',
  });
  await within(section).findByRole('table');
  return { section, view };
}

describe('mailboxes and webmail sign-in', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('lists the mailboxes with their storage use', async () => {
    const { section } = await openMailboxes();
    const table = within(section).getByRole('table', { name: 'Mailboxes on the account' });
    expect(
      within(table).getByRole('row', { name: /info@aurora-bakery\.se 1,432 MB of 2,048 MB/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /hej@kaffekoppen\.se 310 MB \(no limit\)/ }),
    ).toBeInTheDocument();
  });

  it('puts the one-time link straight into the tab opened by the click, and keeps it nowhere', async () => {
    const { tab, replace } = fakeTab();
    vi.mocked(preopenLoginWindow).mockReturnValue(tab);
    const user = userEvent.setup();
    const { section, view } = await openMailboxes();
    await user.click(
      within(section).getByRole('button', { name: 'Open webmail for info@malmö-cykel.se' }),
    );

    expect(
      await within(section).findByText('Webmail for info@malmö-cykel.se opened in a new tab.'),
    ).toBeInTheDocument();
    expect(preopenLoginWindow).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    const url = String(replace.mock.calls[0]?.[0]);
    expect(url).toMatch(LOGIN_URL);
    expect(ssoPosts().map((entry) => entry.path)).toEqual([
      '/api/v2/shared-hosting/acct_aurora01/email-accounts/info%40malm%C3%B6-cykel.se/actions/sso',
    ]);

    const token = new URL(url).searchParams.get('session') ?? '';
    expect(pageText()).not.toContain(token);
    expect(
      JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    ).not.toContain(token);
    expect(
      JSON.stringify(
        view.queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state),
      ),
    ).not.toContain(token);
    expect(
      JSON.stringify(
        view.queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toContain(token);
  });

  it('sends one request for a double click', async () => {
    vi.mocked(preopenLoginWindow).mockReturnValue(fakeTab().tab);
    const { section } = await openMailboxes();
    const open = within(section).getByRole('button', {
      name: 'Open webmail for info@malmö-cykel.se',
    });
    act(() => {
      open.click();
      open.click();
    });
    expect(
      await within(section).findByText('Webmail for info@malmö-cykel.se opened in a new tab.'),
    ).toBeInTheDocument();
    expect(ssoPosts()).toHaveLength(1);
  });

  it('says it waits for the connection, and a cancelled click is never sent', async () => {
    const { tab, close } = fakeTab();
    vi.mocked(preopenLoginWindow).mockReturnValue(tab);
    const user = userEvent.setup();
    const { section } = await openMailboxes();
    act(() => onlineManager.setOnline(false));
    await user.click(
      within(section).getByRole('button', { name: 'Open webmail for info@malmö-cykel.se' }),
    );
    expect(await within(section).findByText(/Waiting for the connection/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Cancel opening' }));
    expect(close).toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(
        within(section).getByRole('button', { name: 'Open webmail for info@malmö-cykel.se' }),
      ).toBeEnabled(),
    );
    expect(within(section).queryByText(/Waiting for the connection/)).not.toBeInTheDocument();
    expect(ssoPosts()).toEqual([]);
  });

  it('offers a second click when the browser blocked the tab', async () => {
    vi.mocked(preopenLoginWindow).mockReturnValue(null);
    const user = userEvent.setup();
    const { section } = await openMailboxes();
    await user.click(
      within(section).getByRole('button', { name: 'Open webmail for info@aurora-bakery.se' }),
    );

    expect(
      await within(section).findByText('Your browser blocked the new tab'),
    ).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', { name: 'Open webmail for info@aurora-bakery.se now' }),
    );
    expect(openInNewTab).toHaveBeenCalledTimes(1);
    expect(vi.mocked(openInNewTab).mock.calls[0]?.[0]).toMatch(LOGIN_URL);
    expect(within(section).queryByText('Your browser blocked the new tab')).not.toBeInTheDocument();
    expect(ssoPosts()).toHaveLength(1);
  });

  it.each([
    ['acct_legacy03', 'kontakt@gammal-butik.se', /The move costs nothing/],
    ['acct_paused02', 'bokning@fjallstugan.nu', /pay any overdue invoice, or contact support/],
  ])(
    'offers no webmail on %s and says why, beside the button',
    async (account, address, reason) => {
      const { section } = await openMailboxes(`/hosting/${account}/email`);
      const button = within(section).getByRole('button', { name: `Open webmail for ${address}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
      expect(within(section).getByText('Webmail cannot be opened for this account')).toBeVisible();
      expect(ssoPosts()).toEqual([]);
    },
  );

  it('tells the support key which permission it lacks', async () => {
    vi.mocked(preopenLoginWindow).mockReturnValue(fakeTab().tab);
    const user = userEvent.setup();
    const { section } = await openMailboxes('/hosting/acct_aurora01/email', { as: 'support' });
    await user.click(
      within(section).getByRole('button', { name: 'Open webmail for info@aurora-bakery.se' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Missing permission: write:hosting',
    );
    // Learned: every other mailbox's button is off with the reason, and nothing more is sent.
    const other = within(section).getByRole('button', {
      name: 'Open webmail for info@malmö-cykel.se',
    });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(/This key cannot/);
    expect(ssoPosts()).toHaveLength(1);
  });

  it('sends nothing in a read-only session', async () => {
    const { section } = await openMailboxes('/hosting/acct_aurora01/email', { readOnly: true });
    expect(
      within(section).getByRole('button', { name: 'Open webmail for info@aurora-bakery.se' }),
    ).toBeDisabled();
    expect(
      within(section).getByText('Read-only session: changes are turned off.'),
    ).toBeInTheDocument();
    expect(ssoPosts()).toHaveLength(0);
  });

  it('reads in Swedish', async () => {
    const { section } = await openMailboxes('/hosting/acct_aurora01/email', { language: 'sv' });
    const table = within(section).getByRole('table', { name: 'E-postkonton på kontot' });
    expect(
      within(table).getByRole('button', { name: 'Öppna webbmejl för info@aurora-bakery.se' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('1 432 MB av 2 048 MB')).toBeInTheDocument();
  });
});
