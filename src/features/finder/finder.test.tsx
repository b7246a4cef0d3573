import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { renderApp } from '../../test/render';
import { resetNamespace } from '../../mocks/state';
import { request } from '../../api/core/http';
import { z } from '../../api/core/z';
import { mockState } from '../../test/session';
import { recordScrolls, stopRecordingScrolls } from '../../test/scrolls';
import { chooseTheme } from '../../lib/theme';
import { getApiKey } from '../../api/core/session-store';

// cmdk scrolls the chosen option into view and measures its list; jsdom does neither.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  recordScrolls();
  globalThis.ResizeObserver ??= NoResizeObserver;
});
afterEach(() => stopRecordingScrolls());

const finder = () =>
  screen.findByRole('combobox', { name: /Search domains, servers|Sök domäner, servrar/ });

/** The finder's field once it has the caret, as a user sees before typing. */
async function focusedFinder() {
  const input = await finder();
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

async function openFinder(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return focusedFinder();
}

/** Opens the finder, types `text`, moves to the option named `name` with the arrow keys and opens it. */
async function openByKeyboard(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  name: RegExp,
) {
  await openFinder(user);
  await user.keyboard(text);
  const option = await screen.findByRole('option', { name });
  // Other lists may still arrive and add options: the count is read again at each step.
  for (
    let step = 0;
    step < screen.getAllByRole('option').length && option.getAttribute('aria-selected') !== 'true';
    step += 1
  )
    await user.keyboard('{ArrowDown}');
  expect(option).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
}

describe('the finder', () => {
  it('opens with Ctrl K, finds a server by its IPv4 address and opens it, by keyboard alone', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('192.0.2.12');
    const option = await screen.findByRole('option', { name: /db-02/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vps/vps_db02'));
    expect(screen.queryByRole('combobox', { name: /Search domains, servers/ })).toBeNull();
  });

  it('opens with "/" and ranks exact and prefix matches first', async () => {
    const user = userEvent.setup();
    renderApp('/vps');
    await screen.findByRole('table', { name: 'Servers' });
    await user.keyboard('/');
    await focusedFinder();
    await user.keyboard('web-01');
    const results = await screen.findByRole('group', { name: 'Results' });
    await waitFor(() =>
      expect(within(results).getAllByRole('option')[0]).toHaveAccessibleName(/^web-01/),
    );
  });

  it('finds a domain by its Unicode name typed, and an invoice by its number', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await user.click(screen.getByRole('button', { name: /Search…/ }));
    await focusedFinder();
    await user.keyboard('malmö');
    expect(await screen.findByRole('option', { name: /^malmö-cykel\.se.*Domain$/ })).toBeVisible();
    await user.clear(await finder());
    await user.keyboard('2026-098');
    expect(await screen.findByRole('option', { name: /2026-098.*Invoice/ })).toBeVisible();
  });

  it('finds a domain typed without its diacritics, in capitals', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    // "malmo" alone is in the domain's ID (dom_malmo04); its name goes on with "-cykel".
    await user.keyboard('MALMO-CYKEL');
    expect(await screen.findByRole('option', { name: /^malmö-cykel\.se.*Domain$/ })).toBeVisible();
  });

  it('finds a domain with a space typed for its hyphen and dot, and opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/vps');
    await screen.findByRole('table', { name: 'Servers' });
    await openByKeyboard(user, 'aurora bakery se', /^aurora-bakery\.se.*Domain$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains/dom_aurora01'));
  });

  it('in Swedish: finds a command typed without å, ä or ö, and runs it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/vps', { language: 'sv' });
    await screen.findByRole('table', { name: 'Servrar' });
    await openFinder(user);
    await user.keyboard('BYT TILL MORKT');
    expect(await screen.findByRole('option', { name: 'Byt till mörkt tema' })).toBeVisible();
    await user.clear(await finder());
    await user.keyboard('domaner');
    const domains = await screen.findByRole('option', { name: 'Domäner' });
    await waitFor(() => expect(domains).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains'));
  });

  it('runs the page’s power action through the same confirm dialog', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01');
    await screen.findByRole('button', { name: 'Shut down' });
    await openFinder(user);
    await user.keyboard('shut down');
    const option = await screen.findByRole('option', { name: 'Shut down web-01…' });
    // The server's name is its own isolated element, kept whole: never "web-" over "01".
    expect(within(option).getByText('web-01').tagName).toBe('BDI');
    expect(within(option).getByText('web-01')).toHaveClass('whitespace-nowrap');
    await user.click(option);
    const dialog = await screen.findByRole('dialog', { name: 'Shut down web-01?' });
    expect(mockState().requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Shut down' }));
    await waitFor(() =>
      expect(
        mockState().requests.filter((request) => request.path.endsWith('/actions/shutdown')),
      ).toHaveLength(1),
    );
    // The page follows the shutdown it started from the finder.
    expect(await screen.findByRole('progressbar', { name: /Shut down web-01/ })).toBeVisible();
  });

  it('purges a CDN zone’s cache through the page’s confirm dialog', async () => {
    const user = userEvent.setup();
    renderApp('/cdn/cdn_aurora01');
    await screen.findByRole('heading', { level: 1, name: 'aurora-bakery.se' });
    await openFinder(user);
    await user.keyboard('purge');
    const page = await screen.findByRole('group', { name: 'This page' });
    await user.click(
      within(page).getByRole('option', { name: 'Purge the whole cache of aurora-bakery.se…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Purge the whole cache?' });
    const patches = () => mockState().requests.filter((request) => request.method === 'PATCH');
    expect(patches()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Purge cache' }));
    expect(
      await screen.findByText(
        'The cache was purged. Visitors now get fresh copies from your server.',
      ),
    ).toBeVisible();
    expect(patches()).toMatchObject([
      { path: '/api/v2/cdn/zones/cdn_aurora01', body: { cache: { purgeCache: true } } },
    ]);
  });

  it('opens the page’s form for a new DNS record', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_fjall08');
    await screen.findByRole('heading', { level: 1, name: 'fjallstugan.nu' });
    await openByKeyboard(user, 'add record', /^Add record to fjallstugan\.nu…$/);
    expect(
      await screen.findByRole('dialog', { name: 'Add a record to fjallstugan.nu' }),
    ).toBeVisible();
  });

  it('in Swedish: empties a CDN zone’s cache and adds a DNS record, typed without å, ä or ö', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cdn/cdn_aurora01', { language: 'sv' });
    await screen.findByRole('heading', { level: 1, name: 'aurora-bakery.se' });
    await openFinder(user);
    await user.keyboard('tom hela cachen');
    await user.click(
      await screen.findByRole('option', { name: 'Töm hela cachen för aurora-bakery.se…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tömma hela cachen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));

    await act(() => router.navigate('/dns/zone_malmo04'));
    await screen.findByRole('heading', { level: 1, name: 'malmö-cykel.se' });
    await openByKeyboard(user, 'lagg till post', /^Lägg till post i malmö-cykel\.se…$/);
    expect(
      await screen.findByRole('dialog', { name: 'Lägg till en post i xn--malm-cykel-hcb.se' }),
    ).toBeVisible();
  });

  it('keeps a read-only session’s actions disabled, with the reason', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01', { as: 'support', readOnly: true });
    await screen.findByRole('heading', { level: 1, name: /web-01/ });
    await openFinder(user);
    await user.keyboard('shut');
    const option = await screen.findByRole('option', { name: /Shut down web-01…/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('switches the language', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('swedish');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: 'Domäner' })).toBeVisible();
  });

  it('signs out, forgetting the key', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('sign out');
    const account = await screen.findByRole('group', { name: 'Account' });
    const signOut = within(account).getByRole('option', { name: 'Sign out' });
    await waitFor(() => expect(signOut).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the control panel' }),
    ).toBeVisible();
    expect(getApiKey()).toBeNull();
  });

  it('finds pages and commands by the other words people use for them', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    const input = await openFinder(user);
    await user.keyboard('log out');
    expect(await screen.findByRole('option', { name: 'Sign out' })).toBeVisible();
    await user.clear(input);
    await user.keyboard('droplets');
    const pages = await screen.findByRole('group', { name: 'Go to' });
    expect(within(pages).getByRole('option', { name: 'Servers' })).toBeVisible();
    await user.clear(input);
    await user.keyboard('bulk');
    expect(
      await screen.findByRole('option', { name: 'DNS changes in several domains' }),
    ).toBeVisible();
    await user.clear(input);
    await user.keyboard('historik');
    expect(
      await screen.findByRole('option', { name: 'Activity (changes made from this panel)' }),
    ).toBeVisible();
  });

  it('in Swedish: signs out', async () => {
    const user = userEvent.setup();
    renderApp('/domains', { language: 'sv' });
    await screen.findByRole('table', { name: 'Domäner' });
    await openFinder(user);
    await user.keyboard('logga ut');
    await user.click(await screen.findByRole('option', { name: 'Logga ut' }));
    expect(await screen.findByRole('heading', { name: /Logga in/ })).toBeVisible();
    expect(getApiKey()).toBeNull();
  });

  it('offers only the language and theme choices that change something', async () => {
    const user = userEvent.setup();
    chooseTheme('dark');
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('theme');
    expect(await screen.findByRole('option', { name: 'Switch to the light theme' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Follow the system theme' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Switch to the dark theme' })).toBeNull();
    await user.clear(await finder());
    await user.keyboard('english');
    expect(await screen.findByText('Nothing found.')).toBeVisible();
    expect(screen.queryByRole('option', { name: /English/ })).toBeNull();
    chooseTheme('system');
  });

  it.each([
    ['/cdn/cdn_aurora01', 'purge', /^Purge the whole cache of aurora-bakery\.se…/],
    ['/dns/zone_fjall08', 'add record', /^Add record to fjallstugan\.nu…/],
  ])(
    'keeps a read-only session’s %s command disabled, with the reason',
    async (path, text, name) => {
      const user = userEvent.setup();
      renderApp(path, { as: 'support', readOnly: true });
      await screen.findByRole('heading', { level: 1 });
      await openFinder(user);
      await user.keyboard(text);
      const option = await screen.findByRole('option', { name });
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(option).toHaveTextContent(/Not available: /);
    },
  );

  it('turns off a power command the key was refused, with the page’s reason, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01', { as: 'support' });
    await screen.findByRole('region', { name: 'Power' });
    await openFinder(user);
    await user.keyboard('shut down');
    await user.click(await screen.findByRole('option', { name: 'Shut down web-01…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shut down web-01?' });
    // While the dialog is open, the key is refused the same scope elsewhere in the panel (the
    // refusal updates the panel, so it is sent inside act()).
    await act(() =>
      expect(
        request(z.unknown(), { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' }),
      ).rejects.toMatchObject({ status: 403 }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Shut down' })).toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await openFinder(user);
    await user.keyboard('force stop');
    const option = await screen.findByRole('option', { name: /Force stop web-01…/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('This key cannot shut down or stop servers.');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Force stop web-01?' })).toBeNull();
    // Only the refused request itself: neither the dialog nor the finder sent one.
    expect(mockState().requests.filter((sent) => sent.method === 'POST')).toHaveLength(1);
  });

  it('offers the payment link command disabled, with the gate’s reason, to a key that may not', async () => {
    const user = userEvent.setup();
    renderApp('/billing/invoices/inv_2026110', { as: 'support' });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const button = await within(payment).findByRole('button', { name: 'Create payment link' });
    expect(button).toBeDisabled();

    await openFinder(user);
    await user.keyboard('payment link');
    const option = await screen.findByRole('option', { name: /Create payment link for 2026-110/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('This key cannot change billing.');
    await user.keyboard('{Enter}');
    expect(mockState().requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('goes to the activity journal and the search across zones', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('activity');
    const activity = await screen.findByRole('option', { name: /^Activity/ });
    await waitFor(() => expect(activity).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));

    await openFinder(user);
    await user.keyboard('search dns');
    const search = await screen.findByRole('option', { name: 'Search DNS records in every zone' });
    await waitFor(() => expect(search).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dns/search'));
  });

  it('offers the same pages in Swedish', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/domains', { language: 'sv' });
    await screen.findByRole('table', { name: 'Domäner' });
    await openFinder(user);
    await user.keyboard('sök dns');
    const search = await screen.findByRole('option', { name: 'Sök DNS-poster i alla zoner' });
    await waitFor(() => expect(search).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dns/search'));
    await openFinder(user);
    await user.keyboard('aktivitet');
    expect(
      await screen.findByRole('option', { name: 'Aktivitet (ändringar gjorda från panelen)' }),
    ).toBeVisible();
  });

  it('finds a DNS zone stored in punycode by its Unicode name, and opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dns');
    await screen.findByRole('heading', { level: 1, name: 'DNS zones' });
    await openFinder(user);
    await user.keyboard('malmö');
    const zone = await screen.findByRole('option', { name: /^malmö-cykel\.se.*DNS zone$/ });
    expect(zone).toHaveTextContent('xn--malm-cykel-hcb.se');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(zone).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dns/zone_malmo04'));
  });

  it('reads a long list’s first pages and says which lists it searched only in part', async () => {
    resetNamespace('default', 'large-account');
    const user = userEvent.setup();
    const { router } = renderApp('/vps');
    await screen.findByRole('table', { name: 'Servers' });
    await openFinder(user);
    // kund-0250.se is on the third page of domains; kund-0900.se beyond what the finder reads.
    await user.keyboard('kund-0250');
    expect(await screen.findByRole('option', { name: /^kund-0250\.se.*Domain$/ })).toBeVisible();
    expect(await screen.findByText('Only the first 300 domains were searched.')).toBeVisible();
    expect(screen.getByText('Only the first 300 invoices were searched.')).toBeVisible();
    expect(
      screen.getByText('CDN zones were searched among the first 300 domains only.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search them all in CDN' })).toHaveAttribute(
      'href',
      '/cdn',
    );
    expect(screen.queryByText(/servers were searched/)).toBeNull();
    await user.clear(await finder());
    await user.keyboard('kund-0900');
    expect(await screen.findByText('Nothing found.')).toBeVisible();
    const domainPages = mockState().requests.filter(
      (request) => request.method === 'GET' && request.path === '/api/v2/domains',
    );
    expect(domainPages).toHaveLength(3);
    await user.click(screen.getByRole('link', { name: 'Search them all in Domains' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/domains'));
    expect(screen.queryByRole('combobox', { name: /Search domains, servers/ })).toBeNull();
  });

  it('says in Swedish which lists it searched only in part', async () => {
    resetNamespace('default', 'large-account');
    const user = userEvent.setup();
    renderApp('/vps', { language: 'sv' });
    await screen.findByRole('table', { name: 'Servrar' });
    await openFinder(user);
    await user.keyboard('kund');
    expect(await screen.findByText('Bara de första 300 domänerna söktes igenom.')).toBeVisible();
    expect(screen.getByText('CDN-zoner söktes bara bland de första 300 domänerna.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sök bland alla under Domäner' })).toHaveAttribute(
      'href',
      '/domains',
    );
  });

  describe('finds each kind of resource by keyboard alone', () => {
    const cases: [string, string, RegExp, string][] = [
      ['a DNS zone by its name', 'granit-it', /^granit-it\.se.*DNS zone$/, '/dns/zone_granit07'],
      ['a DNS zone by its ID', 'zone_fjall08', /^fjallstugan\.nu.*DNS zone$/, '/dns/zone_fjall08'],
      [
        'a hosting account by its name',
        'gammal-butik',
        /^gammal-butik\.se.*Hosting account$/,
        '/hosting/acct_legacy03',
      ],
      [
        'a mailbox by its address',
        'hej@kaffe',
        /^hej@kaffekoppen\.se.*Mailbox$/,
        '/hosting/acct_aurora01/email',
      ],
      [
        'a CDN zone by its domain',
        'aurora bakery',
        /^aurora-bakery\.se.*CDN zone$/,
        '/cdn/cdn_aurora01',
      ],
      ['a CDN zone by its ID', 'cdn_nordic02', /CDN zone$/, '/cdn/cdn_nordic02'],
      ['a server by its IPv6 address', '2001:db8::12', /^db-02.*Server$/, '/vps/vps_db02'],
      ['a server by its ID', 'vps_legacy04', /^legacy-04.*Server$/, '/vps/vps_legacy04'],
    ];
    it.each(cases)('%s', async (_, text, name, path) => {
      const user = userEvent.setup();
      const { router } = renderApp('/domains');
      await screen.findByRole('table', { name: 'Domains' });
      await openByKeyboard(user, text, name);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(screen.queryByRole('combobox', { name: /Search domains, servers/ })).toBeNull();
    });

    it('reads nothing more for the CDN zones than the domains it reads anyway', async () => {
      const user = userEvent.setup();
      renderApp('/vps');
      await screen.findByRole('table', { name: 'Servers' });
      await openFinder(user);
      await user.keyboard('granit');
      expect(
        await screen.findByRole('option', { name: /^granit-it\.se.*CDN zone$/ }),
      ).toBeVisible();
      expect(mockState().requests.filter((request) => request.path.includes('/cdn'))).toEqual([]);
    });

    it('in Swedish: a CDN zone, named by its kind in Swedish', async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/domains', { language: 'sv' });
      await screen.findByRole('table', { name: 'Domäner' });
      await openByKeyboard(user, 'granit it', /^granit-it\.se.*CDN-zon$/);
      await waitFor(() => expect(router.state.location.pathname).toBe('/cdn/cdn_granit07'));
    });

    it('in Swedish: a mailbox, named by its kind in Swedish', async () => {
      const user = userEvent.setup();
      const { router } = renderApp('/domains', { language: 'sv' });
      await screen.findByRole('table', { name: 'Domäner' });
      await openByKeyboard(user, 'kontakt@gammal', /^kontakt@gammal-butik\.se.*E-postkonto$/);
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/hosting/acct_legacy03/email'),
      );
    });
  });
});

describe('the finder with a key that may not read every list', () => {
  const partial = /Some lists could not be read/;

  it('does not call a list the key may not read (403) missing', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderApp('/domains', { as: 'team' });
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    await user.keyboard('2026');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(
      mockState().requests.some((request) => request.path === '/api/v2/billing/invoices'),
    ).toBe(true);
    expect(screen.queryByText(partial)).not.toBeInTheDocument();
  });

  it('still says so when a list it may read failed', async () => {
    mockServer.use(
      http.get('*/api/v2/shared-hosting', () =>
        problem({ status: 500, code: 'internal_error', detail: 'Hosting is down.' }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/domains', { as: 'team' });
    await screen.findByRole('table', { name: 'Domains' });
    await openFinder(user);
    expect(await screen.findByText(partial)).toBeVisible();
  });
});
