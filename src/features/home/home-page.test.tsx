// Recent visits are named by the journal's account hash, whose salt is kept in IndexedDB.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { resetMockState } from '../../mocks/state';
import { operationsStore } from '../../components/operations/operations-store';
import { jobAnswers, operationRecord } from '../../test/operations';
import { renderApp } from '../../test/render';
import { sentence } from '../../test/sentence';
import { mockState } from '../../test/session';
import { HOME_PATIENCE_MS, HOME_REQUEST_BUDGET } from './home-reads';

const counts = () => screen.getByRole('list', { name: 'Services per area' });
const attention = () => screen.findByRole('list', { name: 'Things that need your attention' });

/**
 * Opens the home with the security report unanswered until the returned function is called, once
 * every other read has answered.
 */
async function openWithTheReportHeld(): Promise<() => void> {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockServer.use(
    http.get('*/api/v2/cdn/security-insights', async () => {
      await held;
      return undefined;
    }),
  );
  const { queryClient } = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  await waitFor(() => expect(queryClient.isFetching()).toBe(1));
  return answer;
}

describe('the home page', () => {
  it('lists what needs attention, each with a link to where it is fixed', async () => {
    const { queryClient } = renderApp('/');
    const list = await attention();
    expect(
      await within(list).findByText(sentence('Invoice 2026-098 is overdue (due 31 Oct 2026).')),
    ).toBeVisible();
    expect(within(list).getByText(sentence(/gammal-butik\.se has expired/))).toBeVisible();
    expect(
      within(list).getByText(sentence('Hosting account fjallstugan.nu is suspended.')),
    ).toBeVisible();
    expect(
      await within(list).findByText(
        sentence(/The SSL certificate of nordicfjord\.com is not active: error/),
      ),
    ).toBeVisible();
    expect(
      await within(list).findByText(sentence(/Live SSH access of legacy-04 cannot be read/)),
    ).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Pay the invoice: 2026-098' })).toHaveAttribute(
      'href',
      '/billing/invoices/inv_2026098#payment',
    );

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const requests = mockState().requests;
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
    expect(requests.length).toBeLessThanOrEqual(HOME_REQUEST_BUDGET);
    expect(screen.getByRole('list', { name: 'Services per area' })).toHaveTextContent(/Servers/);
  });

  it('shows the home whole once every read has answered, so nothing moves under the reader', async () => {
    // The security report answers last; the lists have long answered by then.
    const answer = await openWithTheReportHeld();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/Loading/);
    for (const section of ['Needs your attention', 'Your services', 'Recently visited'])
      expect(screen.queryByRole('region', { name: section })).not.toBeInTheDocument();

    answer();
    const list = await attention();
    expect(
      within(list).getByText(sentence('Invoice 2026-098 is overdue (due 31 Oct 2026).')),
    ).toBeVisible();
    expect(
      within(list).getByText(sentence('Hosting account fjallstugan.nu is suspended.')),
    ).toBeVisible();
    expect(within(counts()).getByRole('link', { name: /Servers/ })).toHaveTextContent(
      /^\d+Servers$/,
    );
  });

  it('shows what it has once a stalled read has kept it waiting, and names what is still coming', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answer = await openWithTheReportHeld();
      // Held: the home still waits (as the test above checks) until it has waited long enough.
      await act(() => vi.advanceTimersByTimeAsync(HOME_PATIENCE_MS));
      const list = await attention();
      expect(
        within(list).getByText(sentence('Invoice 2026-098 is overdue (due 31 Oct 2026).')),
      ).toBeVisible();
      expect(within(counts()).getByRole('link', { name: /Servers/ })).toHaveTextContent(
        /^\d+Servers$/,
      );
      const attentionSection = screen.getByRole('region', { name: 'Needs your attention' });
      expect(within(attentionSection).getByRole('status')).toHaveTextContent(
        'Still waiting for:CDN security report',
      );

      answer();
      await waitFor(() =>
        expect(within(attentionSection).queryByRole('status')).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('region', { name: 'Your services' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a running operation with a way to its server, worded as a way there', async () => {
    jobAnswers('job_1', 'in_progress');
    operationsStore.add(operationRecord(Date.now(), { progress: 40 }));
    renderApp('/');
    const running = await screen.findByRole('region', { name: 'Operations running' });
    expect(within(running).getByRole('progressbar', { name: /Force stop web-01/ })).toBeVisible();
    expect(
      within(running).getByRole('link', { name: 'Go to it: Force stop web-01' }),
    ).toHaveAttribute('href', '/vps/vps_web01');
    expect(within(running).queryByRole('link', { name: 'Force stop web-01' })).toBeNull();
  });

  it('counts the CDN zones, which the domains name', async () => {
    renderApp('/');
    const link = await within(
      await screen.findByRole('list', { name: 'Services per area' }),
    ).findByRole('link', { name: /CDN zones/ });
    await waitFor(() => expect(link).toHaveTextContent(/^3CDN zones$/));
    expect(link).toHaveAttribute('href', '/cdn');
  });

  it('greets an empty account with where to start', async () => {
    resetMockState('empty-account');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome! Let’s get started' }),
    ).toBeVisible();
    const start = screen.getByRole('region', { name: 'Welcome! Let’s get started' });
    expect(within(start).getByRole('link', { name: 'Servers' })).toHaveAttribute('href', '/vps');
    // Every area has a start, each a short name with what it is for under it.
    const cdn = within(start).getByRole('link', { name: 'CDN' });
    expect(cdn).toHaveAttribute('href', '/cdn');
    expect(cdn).toHaveAccessibleDescription('Caching and protection in front of your sites');
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Domains', 'DNS zones', 'CDN', 'Servers', 'SSH keys', 'Shared hosting', 'Billing']);
    expect(await screen.findByText('Nothing needs your attention right now.')).toBeVisible();
  });

  it('shows the pages visited on this device, as links', async () => {
    const { router } = renderApp('/vps/vps_web01');
    expect(await screen.findByRole('heading', { level: 1, name: 'web-01' })).toBeVisible();
    await act(() => router.navigate('/'));
    const recent = await screen.findByRole('region', { name: 'Recently visited' });
    expect(await within(recent).findByRole('link', { name: 'web-01' })).toHaveAttribute(
      'href',
      '/vps/vps_web01',
    );
  });

  it('asks a read-only session to look, not to pay or answer', async () => {
    renderApp('/', { readOnly: true });
    const list = await attention();
    const open = await within(list).findByRole('link', { name: 'Open the invoice: 2026-098' });
    expect(open).toHaveAttribute('href', '/billing/invoices/inv_2026098#payment');
    expect(within(list).queryByRole('link', { name: /^Pay the invoice/ })).not.toBeInTheDocument();
    expect(
      within(list).queryByRole('link', { name: /^Answer the renewal/ }),
    ).not.toBeInTheDocument();
  });

  it('asks a key whose invoice gate is closed to open the invoice (support key, in Swedish)', async () => {
    renderApp('/', { as: 'support', language: 'sv' });
    const list = await screen.findByRole('list', { name: 'Saker som behöver din uppmärksamhet' });
    expect(
      await within(list).findByRole('link', { name: 'Öppna fakturan: 2026-098' }),
    ).toBeVisible();
    expect(within(list).queryByRole('link', { name: /^Betala fakturan/ })).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    renderApp('/', { language: 'sv' });
    const list = await screen.findByRole('list', { name: 'Saker som behöver din uppmärksamhet' });
    expect(
      await within(list).findByText(sentence(/Webbhotellskontot .* är avstängt\./)),
    ).toBeVisible();
    // The server explains in English; the panel says the reason it knows by code in Swedish.
    expect(
      await within(list).findByText(
        sentence(
          /^SSH-åtkomsten till legacy-04 kan inte läsas\. Gästagenten i servern svarar inte\./,
        ),
      ),
    ).toBeVisible();
    expect(list).not.toHaveTextContent(/guest agent/i);
    // Long-running operations are "jobb", as their notices say: "Åtgärder" is the actions column.
    expect(screen.getByRole('region', { name: 'Pågående jobb' })).toHaveTextContent(
      'Inga jobb pågår.',
    );
    expect(screen.getByRole('button', { name: 'Jobb' })).toBeVisible();
  });
});

describe('the home page over a large account', () => {
  const domainPages = () =>
    mockState().requests.filter((request) => request.path === '/api/v2/domains').length;

  it('judges the first three pages of each list, says so, and checks the rest on request', async () => {
    resetMockState('large-account');
    const user = userEvent.setup();
    renderApp('/');
    const list = await attention();
    // kund-0291.se expired, and sits on the third page of domains.
    expect(await within(list).findByText(sentence(/kund-0291\.se has expired/))).toBeVisible();
    expect(
      await screen.findByText('Only the first 300 domains were checked; the account has more.'),
    ).toBeVisible();
    expect(within(list).queryByText(sentence(/kund-0388\.se has expired/))).not.toBeInTheDocument();
    expect(domainPages()).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Load the rest and check them too' }));
    expect(await within(list).findByText(sentence(/kund-0970\.se has expired/))).toBeVisible();
    expect(screen.queryByText(/Only the first 300 domains/)).not.toBeInTheDocument();
    expect(domainPages()).toBe(10);
    expect(within(counts()).getByRole('link', { name: /Domains/ })).toHaveTextContent(/^1,0\d\d/);
  });
});

describe('the home page when reads fail', () => {
  const section = () => screen.getByRole('region', { name: 'Needs your attention' });

  it('never calls nothing read an all-clear: says what failed, as the server said it, and reads again', async () => {
    let failing = true;
    mockServer.use(
      http.get('*/api/v2/*', () =>
        failing
          ? problem({ status: 500, code: 'internal_error', detail: 'The list service stopped.' })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/');
    const alert = await within(
      await screen.findByRole('region', { name: 'Needs your attention' }),
    ).findByRole('alert');
    expect(alert).toHaveTextContent('The list service stopped.');
    expect(alert).toHaveTextContent(/Request ID\s*req_\d+/);
    expect(
      within(section()).getByText(
        'Some information could not be read, so the panel cannot tell whether anything needs your attention.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Nothing needs your attention right now.')).not.toBeInTheDocument();
    const unread = within(section()).getByRole('list');
    for (const name of ['Domains', 'Servers', 'Hosting accounts', 'Invoices'])
      expect(within(unread).getByText(name)).toBeVisible();
    expect(within(counts()).getByRole('link', { name: /Servers/ })).toHaveTextContent(
      'Could not be read',
    );

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await attention()).findByText(
        sentence('Invoice 2026-098 is overdue (due 31 Oct 2026).'),
      ),
    ).toBeVisible();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Needs your attention' })).toHaveFocus();
    expect(within(counts()).getByRole('link', { name: /Servers/ })).not.toHaveTextContent(
      'Could not be read',
    );
  });

  it('says it in Swedish', async () => {
    mockServer.use(
      http.get('*/api/v2/*', () =>
        problem({ status: 500, code: 'internal_error', detail: 'The list service stopped.' }),
      ),
    );
    renderApp('/', { language: 'sv' });
    const region = await screen.findByRole('region', { name: 'Behöver din uppmärksamhet' });
    expect(await within(region).findByRole('button', { name: 'Försök igen' })).toBeVisible();
    expect(
      within(region).getByText(
        'En del uppgifter kunde inte läsas, så panelen kan inte avgöra om något behöver din uppmärksamhet.',
      ),
    ).toBeVisible();
    expect(within(region).getByText('Lästes inte:')).toBeVisible();
  });

  it('takes a key’s missing permission for no failure, and says which area the key cannot see', async () => {
    renderApp('/', { as: 'team' });
    const list = await attention();
    expect(await within(list).findByText(sentence(/gammal-butik\.se has expired/))).toBeVisible();
    const invoices = within(counts()).getByRole('link', { name: /Invoices/ });
    await waitFor(() => expect(invoices).toHaveTextContent('This key cannot see billing'));
    expect(screen.queryByText(/could not be read/i)).not.toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
