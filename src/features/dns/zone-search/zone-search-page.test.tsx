import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';

const ZONE_READ = '*/api/v2/dns-zones/:id';

/** The zone ids whose detail the panel asked for, in order. */
function watchZoneReads() {
  const reads: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const match = /\/api\/v2\/dns-zones\/(zone_[^/?]+)$/.exec(new URL(request.url).pathname);
    if (match && request.method === 'GET') reads.push(match[1]!);
  });
  return reads;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('search across all zones', () => {
  it('reads the zones only once a search starts, and finds an address in two zones', async () => {
    const user = userEvent.setup();
    const reads = watchZoneReads();
    // Straight to the search: the zone list reads its shown zones for their check counts.
    const { router } = renderApp('/dns/search');
    const field = await screen.findByRole('searchbox', { name: 'Name or value' });
    expect(screen.getByText('Type to read every zone and search its records.')).toBeVisible();
    expect(reads).toEqual([]);

    await user.type(field, '192.0.2.11');
    expect(await screen.findByText('2 matching records in 2 zones')).toBeInTheDocument();
    expect(screen.getByText('All 7 zones read.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=192.0.2.11');
    expect(new Set(reads).size).toBe(reads.length);

    // As people write the name, as the domain list does; the punycode stays beside it.
    const malmo = screen.getByRole('region', { name: /^malmö-cykel\.se/ });
    expect(within(malmo).getByRole('heading')).toHaveTextContent('xn--malm-cykel-hcb.se');
    expect(within(malmo).getByRole('link', { name: 'malmö-cykel.se' })).toBeInTheDocument();
    const record = within(malmo).getByRole('link', { name: 'A record app: 192.0.2.11' });
    expect(record).toHaveAttribute('href', '/dns/zone_malmo04?records=192.0.2.11');
    const granit = screen.getByRole('region', { name: /granit-it\.se/ });
    expect(
      within(granit).getByRole('link', { name: 'TXT record mail: v=spf1 ip4:192.0.2.11 -all' }),
    ).toBeInTheDocument();

    // The zone page finds the zone in the cache the search filled, filtered to the record.
    const readsBefore = reads.length;
    await user.click(record);
    const table = await screen.findByRole('table', { name: 'Records of xn--malm-cykel-hcb.se' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('192.0.2.11');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(reads).toHaveLength(readsBefore);
  });

  it('is used from the keyboard: type, Tab to a result, Enter opens it', async () => {
    const user = userEvent.setup();
    renderApp('/dns/search');
    const field = await screen.findByRole('searchbox', { name: 'Name or value' });
    field.focus();
    await user.keyboard('2001:db8::11');
    expect(await screen.findByText('All 7 zones read.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'malmö-cykel.se' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'AAAA record app: 2001:db8::11' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('2001:db8::11');
  });

  it('brings a shared search back from its link, in Swedish too', async () => {
    renderApp('/dns/search?q=APP.xn--malm', { language: 'sv' });
    expect(await screen.findByRole('searchbox', { name: 'Namn eller värde' })).toHaveValue(
      'APP.xn--malm',
    );
    expect(await screen.findByText('2 matchande poster i 1 zon')).toBeInTheDocument();
  });

  it('shows a zone that failed beside the others and reads only that zone again', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockServer.use(
      http.get(ZONE_READ, ({ params }) =>
        params.id === 'zone_granit07' && failing
          ? problem({ status: 404, code: 'dns_zone_not_found', detail: 'Gone.' })
          : undefined,
      ),
    );
    const reads = watchZoneReads();
    renderApp('/dns/search?q=192.0.2.11');
    const retry = await screen.findByRole('button', { name: 'Try again (granit-it.se)' });
    expect(retry.closest('li')).toHaveTextContent('granit-it.se: could not be read.');
    expect(await screen.findByText('1 matching record in 1 zone')).toBeInTheDocument();

    failing = false;
    reads.length = 0;
    await user.click(retry);
    expect(await screen.findByText('2 matching records in 2 zones')).toBeInTheDocument();
    expect(reads).toEqual(['zone_granit07']);
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it('reads four zones at a time, and Cancel aborts them and sends nothing more', async () => {
    const user = userEvent.setup();
    const aborted: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.get(ZONE_READ, async ({ params, request }) => {
        await Promise.race([
          released,
          new Promise<void>((resolve) =>
            request.signal.addEventListener('abort', () => {
              aborted.push(String(params.id));
              resolve();
            }),
          ),
        ]);
        return undefined;
      }),
    );
    const reads = watchZoneReads();
    renderApp('/dns/search?q=192.0.2.11');
    expect(await screen.findByText('0 of 7 zones read')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading zones' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await waitFor(() => expect(reads).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(
        'Reading stopped: 0 of 7 zones read. The results cover those zones only.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(aborted).toHaveLength(4));
    release();
    expect(reads).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Continue reading' }));
    expect(await screen.findByText('2 matching records in 2 zones')).toBeInTheDocument();
    expect(new Set(reads).size).toBe(7);
  });
});
