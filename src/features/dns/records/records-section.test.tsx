import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { MockDnsRecord } from '../../../mocks/dns/data';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { sentence } from '../../../test/sentence';

const writes = () => mockState().requests.filter((request) => request.method !== 'GET');

async function openZone(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  renderApp(path, options);
  const table = await screen.findByRole('table', { name: /^(Records of|Poster i) / });
  return { user, table };
}

const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    );

describe('zone records: list, filter and sort', () => {
  it('lists records with names relative to the zone, MX and SRV numbers and TTLs', async () => {
    const { table } = await openZone('/dns/zone_aurora01');
    expect(names(table)).toContain('www CNAME');
    expect(names(table)).toContain('_sip._tcp SRV');
    const srv = rowOf(table, /_sip\._tcp/);
    expect(srv).toHaveTextContent('Priority 10, weight 5, port 5060');
    expect(rowOf(table, /^shop A/)).toHaveTextContent('5 minutes');
    expect(rowOf(table, /^_dmarc TXT/)).toHaveTextContent('1 hour');
  });

  it('filters by type and by text, and says how many are shown', async () => {
    const { user, table } = await openZone('/dns/zone_aurora01');
    await user.selectOptions(screen.getByLabelText('Type'), 'TXT');
    expect(names(table)).toEqual(['@ TXT', '_dmarc TXT', 'mail._domainkey TXT']);
    expect(screen.getByText('Showing 3 of 13 records')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'dmarc');
    expect(names(table)).toEqual(['_dmarc TXT']);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nothing-like-this');
    expect(screen.getByText('No records match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 13 of 13 records')).toBeInTheDocument();
  });

  it('keeps the type, search and sort in the URL, and Back goes back through them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dns/zone_aurora01');
    const table = await screen.findByRole('table', { name: 'Records of aurora-bakery.se' });
    await user.selectOptions(screen.getByLabelText('Type'), 'TXT');
    await user.type(screen.getByLabelText('Search'), 'dmarc');
    const ttlHeader = within(table).getByRole('columnheader', { name: /TTL/ });
    await user.click(within(ttlHeader).getByRole('button'));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'dmarc',
        type: 'TXT',
        sort: 'ttl',
      }),
    );
    expect(names(table)).toEqual(['_dmarc TXT']);

    // Back undoes the sort, then the whole search (one entry per search, not per keystroke).
    act(() => void router.navigate(-1));
    await waitFor(() => expect(ttlHeader).not.toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByLabelText('Search')).toHaveValue('dmarc');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    expect(screen.getByLabelText('Type')).toHaveValue('TXT');
    expect(names(table)).toEqual(['@ TXT', '_dmarc TXT', 'mail._domainkey TXT']);
  });

  it('opens a shared link of the records with its view', async () => {
    const { table } = await openZone('/dns/zone_aurora01?type=TXT&q=domainkey&sort=ttl&order=desc');
    expect(screen.getByLabelText('Type')).toHaveValue('TXT');
    expect(screen.getByLabelText('Search')).toHaveValue('domainkey');
    expect(within(table).getByRole('columnheader', { name: /TTL/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names(table)).toEqual(['mail._domainkey TXT']);
  });

  it('sorts by a column and flips the direction on a second click', async () => {
    const { user, table } = await openZone('/dns/zone_nordic02');
    const ttlHeader = within(table).getByRole('columnheader', { name: /TTL/ });
    await user.click(within(ttlHeader).getByRole('button'));
    expect(ttlHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)[0]).toBe('*.preview A');
    await user.click(within(ttlHeader).getByRole('button'));
    expect(ttlHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)[0]).toBe('@ SPF');
  });
});

/** Gives the one-record staging zone 249 more records, host-001 to host-249: 250 in all. */
function fillStagingZone() {
  const zone = mockState().dns.zones.find((candidate) => candidate.id === 'zone_staging09');
  if (!zone) throw new Error('the seed has no zone_staging09');
  const hosts = Array.from({ length: 249 }, (_, index): MockDnsRecord => {
    const number = String(index + 1).padStart(3, '0');
    return {
      id: `drr_host${number}`,
      type: 'A',
      name: `host-${number}`,
      value: `192.0.2.${(index % 250) + 1}`,
      ttl: 3600,
      proxied: false,
    };
  });
  zone.records.push(...hosts);
}

// Role queries over hundreds of rows take seconds in jsdom: rows skip the visibility check, and
// the "Show more" button, outside the table, is found by its text among buttons.
const allRows = (table: HTMLElement) =>
  within(table).getAllByRole('row', { hidden: true }).slice(1);
const bodyRows = (table: HTMLElement) => allRows(table).length;
const moreButton = (name: string) => screen.getByText(name, { selector: 'button' });

describe('a zone of many records', () => {
  it('shows 100 records at first and 100 more per click, then puts focus on the table', async () => {
    fillStagingZone();
    const { user, table } = await openZone('/dns/zone_staging09');
    expect(bodyRows(table)).toBe(100);
    expect(screen.getByText('Showing 100 of 250 records')).toBeInTheDocument();
    await user.click(moreButton('Show 100 more records'));
    expect(bodyRows(table)).toBe(200);
    expect(screen.getByText('Showing 200 of 250 records')).toBeInTheDocument();
    const last = moreButton('Show 50 more records');
    expect(last).toHaveFocus();
    await user.click(last);
    expect(bodyRows(table)).toBe(250);
    expect(screen.getByText('Showing 250 of 250 records')).toBeInTheDocument();
    expect(screen.queryByText(/more records/, { selector: 'button' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Records of staging-internal.net' })).toHaveFocus();
  });

  it('searches and sorts every record, not only those shown', async () => {
    fillStagingZone();
    const { user, table } = await openZone('/dns/zone_staging09');
    expect(within(table).queryByText('host-249')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'host-249');
    expect(names(table)).toEqual(['host-249 A']);
    expect(screen.getByText('Showing 1 of 250 records')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    await user.click(within(table).getByRole('button', { name: /Name/ }));
    expect(allRows(table)[0]).toHaveTextContent(/^host-249A/);
    expect(bodyRows(table)).toBe(100);
  });

  it('starts again from 100 rows after a new search, and counts the matches not shown yet', async () => {
    fillStagingZone();
    const { user, table } = await openZone('/dns/zone_staging09');
    await user.click(moreButton('Show 100 more records'));
    await user.type(screen.getByLabelText('Search'), 'host');
    expect(bodyRows(table)).toBe(100);
    expect(
      screen.getByText('Showing 100 of 249 matching records (250 in the zone)'),
    ).toBeInTheDocument();
    expect(moreButton('Show 100 more records')).toBeInTheDocument();
  });

  it('counts and offers more in Swedish', async () => {
    fillStagingZone();
    const { user } = await openZone('/dns/zone_staging09', { language: 'sv' });
    expect(screen.getByText('Visar 100 av 250 poster')).toBeInTheDocument();
    expect(moreButton('Visa 100 poster till')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sök'), 'host');
    expect(screen.getByText('Visar 100 av 249 matchande poster (250 i zonen)')).toBeInTheDocument();
  });
});

describe('adding and editing records', () => {
  it('adds a record, sends exactly the fields its type uses, and shows it', async () => {
    const { user, table } = await openZone('/dns/zone_fjall08');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a record to fjallstugan.nu' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'SRV');
    await user.type(within(dialog).getByLabelText('Name'), '_imaps._tcp');
    await user.type(within(dialog).getByLabelText('Value'), 'mail.fjallstugan.nu');
    await user.type(within(dialog).getByLabelText(/TTL/), '600');
    await user.type(within(dialog).getByLabelText('Priority'), '0');
    await user.type(within(dialog).getByLabelText('Weight'), '1');
    await user.type(within(dialog).getByLabelText('Port'), '993');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(
      await screen.findByText(sentence('The SRV record _imaps._tcp was added.')),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v2/dns-zones/zone_fjall08/records',
        body: {
          type: 'SRV',
          name: '_imaps._tcp',
          value: 'mail.fjallstugan.nu',
          ttl: 600,
          priority: 0,
          weight: 1,
          port: 993,
        },
      }),
    ]);
    expect(await within(table).findByRole('row', { name: /_imaps\._tcp/ })).toHaveTextContent(
      'Priority 0, weight 1, port 993',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the record before sending and explains each mistake', async () => {
    const { user } = await openZone('/dns/zone_fjall08');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'TXT');
    await user.type(within(dialog).getByLabelText('Name'), 'www.fjallstugan.nu');
    await user.type(within(dialog).getByLabelText('Value'), '"v=spf1 -all"');
    await user.type(within(dialog).getByLabelText(/TTL/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(
      await within(dialog).findByText(
        'Leave out the domain name: enter only the part before it, or @ for the root.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Value')).toHaveAccessibleDescription(
      /without surrounding quotes/,
    );
    expect(within(dialog).getByText('Use at least 60 seconds.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('says a label is at most 63 characters, and sends nothing', async () => {
    const { user } = await openZone('/dns/zone_fjall08');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), `${'a'.repeat(64)}.shop`);
    await user.type(within(dialog).getByLabelText('Value'), '203.0.113.10');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        /Each label \(the part between dots\) can be at most 63 characters long\.$/,
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('refuses a CNAME beside an existing record of its name and warns on an MX to a CNAME', async () => {
    const { user } = await openZone('/dns/zone_aurora01');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'CNAME');
    await user.type(within(dialog).getByLabelText('Name'), 'shop');
    await user.type(within(dialog).getByLabelText('Value'), 'shops.example.net');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      /A CNAME must be the only record of its name/,
    );
    expect(writes()).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MX');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '@');
    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), 'www.aurora-bakery.se');
    expect(within(dialog).getByLabelText('Value')).toHaveAccessibleDescription(
      /This target is a CNAME in this zone/,
    );
  });

  it('shows only the numbers the chosen type uses', async () => {
    const { user } = await openZone('/dns/zone_fjall08');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Priority')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MX');
    expect(within(dialog).getByLabelText('Priority')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Port')).not.toBeInTheDocument();
  });

  it('explains the 409 when a root MX is refused because of email forwarding, once', async () => {
    const { user } = await openZone('/dns/zone_kaffe03');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'MX');
    await user.type(within(dialog).getByLabelText('Name'), '@');
    await user.type(within(dialog).getByLabelText('Value'), 'mail.kaffekoppen.se');
    await user.type(within(dialog).getByLabelText('Priority'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Email forwarding holds the root MX records');
    expect(alert).toHaveTextContent(/Put the MX record on a subdomain instead/);
    expect(alert).toHaveTextContent(/cannot be turned off in this panel: that needs support/);
    expect(alert).toHaveTextContent(/Request ID: req_/);
    // One message for the problem: not the server's detail again in a second, red alert.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(dialog).not.toHaveTextContent(/turn email forwarding off/i);
    await user.click(within(alert).getByRole('button', { name: 'Copy details for support' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('"code": "mx_record_blocked_email_forwarding"'),
    );
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"zone": "kaffekoppen.se"'));
    expect(within(dialog).getByLabelText('Value')).toHaveValue('mail.kaffekoppen.se');
  });

  it('does not offer editing or deleting the forwarding service’s root MX records', async () => {
    const { table } = await openZone('/dns/zone_kaffe03');
    const mx = within(table).getAllByRole('button', { name: /^(Edit|Delete) MX record @/ });
    expect(mx).toHaveLength(4);
    for (const button of mx) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Managed by email forwarding.');
    }
    // Said once per row, under both buttons, which each point to it.
    expect(within(table).getAllByText('Managed by email forwarding.')).toHaveLength(2);
    for (const row of within(table).getAllByRole('row', { name: /^@ MX/ })) {
      const [edit, remove] = within(row).getAllByRole('button');
      expect(edit?.getAttribute('aria-describedby')).toBeTruthy();
      expect(remove?.getAttribute('aria-describedby')).toBe(edit?.getAttribute('aria-describedby'));
    }
    expect(within(table).getByRole('button', { name: 'Edit A record @' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Delete A record @' })).toBeEnabled();
  });

  it('edits a record with its values filled in and sends a PUT', async () => {
    const { user, table } = await openZone('/dns/zone_fjall08');
    await user.click(within(table).getByRole('button', { name: 'Edit MX record @' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit MX record @' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('@');
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('10');
    await user.clear(within(dialog).getByLabelText('Priority'));
    await user.type(within(dialog).getByLabelText('Priority'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(sentence('The MX record @ was saved.'))).toBeInTheDocument();
    const [put] = writes();
    expect(put).toMatchObject({
      method: 'PUT',
      path: '/api/v2/dns-zones/zone_fjall08/records/drr_fjall0804',
      body: { type: 'MX', name: '@', priority: 20, ttl: 3600 },
    });
    expect(rowOf(table, /^@ MX/)).toHaveTextContent('Priority 20');
  });

  it('asks before leaving an edit, and a save waiting offline is dropped, never sent, on leaving', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dns/zone_fjall08');
    const table = await screen.findByRole('table', { name: /^Records of / });
    await user.click(within(table).getByRole('button', { name: 'Edit MX record @' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit MX record @' });
    await user.clear(within(dialog).getByLabelText('Priority'));
    await user.type(within(dialog).getByLabelText('Priority'), '20');
    act(() => onlineManager.setOnline(false));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/Waiting for the connection/)).toBeInTheDocument();

    await act(() => router.navigate('/domains'));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent('Edit MX record @');
    await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('20');
    expect(router.state.location.pathname).toBe('/dns/zone_fjall08');

    await act(() => router.navigate('/domains'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave and discard' },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Domains' });
    act(() => onlineManager.setOnline(true));
    await screen.findByRole('table', { name: 'Domains' });
    expect(writes()).toEqual([]);
  });

  it('puts server field errors on the fields', async () => {
    mockServer.use(
      http.post('*/api/v2/dns-zones/:id/records', () =>
        problem({
          status: 400,
          code: 'invalid_request',
          detail: 'Invalid.',
          errors: [
            { pointer: '/value', detail: 'The server does not like this value.', code: 'bad' },
          ],
        }),
      ),
    );
    const { user } = await openZone('/dns/zone_fjall08');
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'api');
    await user.type(within(dialog).getByLabelText('Value'), '192.0.2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add record' }));
    expect(
      await within(dialog).findByText('The server does not like this value.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Value')).toHaveFocus();
  });
});

describe('proxying', () => {
  it('switches proxying with a PATCH and says so', async () => {
    const { user, table } = await openZone('/dns/zone_granit07');
    const vpn = within(table).getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' });
    expect(vpn).not.toBeChecked();
    await user.click(vpn);
    expect(
      await screen.findByText(sentence('vpn (AAAA) is now proxied through the CDN.')),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/v2/dns-zones/zone_granit07/records/drr_granit0706',
        body: { proxied: true },
      }),
    ]);
    expect(
      within(table).getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' }),
    ).toBeChecked();
  });

  it('offers no switch for types the CDN cannot carry, and no proxy column without a CDN zone', async () => {
    const { table } = await openZone('/dns/zone_granit07');
    expect(within(rowOf(table, /^@ MX/)).queryByRole('switch')).not.toBeInTheDocument();
    expect(rowOf(table, /^@ MX/)).toHaveTextContent('DNS only');
    expect(within(table).getAllByRole('switch').length).toBe(4);
  });

  it('has no proxy column in a zone without a CDN zone', async () => {
    const { table } = await openZone('/dns/zone_fjall08');
    expect(within(table).getByRole('columnheader', { name: /TTL/ })).toBeInTheDocument();
    expect(
      within(table).queryByRole('columnheader', { name: 'CDN proxy' }),
    ).not.toBeInTheDocument();
  });

  it('explains a refused proxy change', async () => {
    mockServer.use(
      http.patch('*/api/v2/dns-zones/:id/records/:recordId', () =>
        problem({ status: 409, code: 'dns_record_not_proxiable', detail: 'No.' }),
      ),
    );
    const { user, table } = await openZone('/dns/zone_granit07');
    await user.click(
      within(table).getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' }),
    );
    expect(
      await screen.findByText('This record cannot be proxied: only A, AAAA and CNAME records can.'),
    ).toBeInTheDocument();
  });
});

describe('deleting records', () => {
  it('confirms first, says the proxy rule goes too, then deletes', async () => {
    const { user, table } = await openZone('/dns/zone_aurora01');
    await user.click(within(table).getByRole('button', { name: 'Delete A record shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the A record shop?' });
    expect(dialog).toHaveTextContent('shop.aurora-bakery.se stops answering with 203.0.113.11');
    expect(dialog).toHaveTextContent('Its CDN proxy rule is removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(await screen.findByText(sentence('The A record shop was deleted.'))).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/v2/dns-zones/zone_aurora01/records/drr_aurora0106',
      }),
    ]);
    expect(within(table).queryByRole('row', { name: /^shop A/ })).not.toBeInTheDocument();
  });

  it('puts focus on the records table after a delete by keyboard, as the row that opened it is gone', async () => {
    const { user, table } = await openZone('/dns/zone_aurora01');
    within(table).getByRole('button', { name: 'Delete A record shop' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete the A record shop?' });
    within(dialog).getByRole('button', { name: 'Delete record' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(sentence('The A record shop was deleted.'))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /^shop A/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Records of aurora-bakery.se' })).toHaveFocus();
  });

  it('puts focus on the records heading after deleting the zone’s last record', async () => {
    const { user, table } = await openZone('/dns/zone_staging09');
    const [button] = within(table).getAllByRole('button', { name: /^Delete / });
    button?.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Delete record' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This zone has no records yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Records' })).toHaveFocus();
  });

  it('sends nothing when cancelled', async () => {
    const { user, table } = await openZone('/dns/zone_aurora01');
    await user.click(within(table).getByRole('button', { name: 'Delete CNAME record www' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('treats a record that was already gone as deleted', async () => {
    mockServer.use(
      http.delete('*/api/v2/dns-zones/:id/records/:recordId', () =>
        problem({ status: 404, code: 'dns_record_not_found', detail: 'Gone.' }),
      ),
    );
    const { user, table } = await openZone('/dns/zone_aurora01');
    await user.click(within(table).getByRole('button', { name: 'Delete CAA record @' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete record' }),
    );
    expect(
      await screen.findByText(sentence('The CAA record @ had already been deleted.')),
    ).toBeInTheDocument();
  });
});

describe('permissions and language', () => {
  it('keeps every change disabled in a read-only session, and says why', async () => {
    const { table } = await openZone('/dns/zone_granit07', { as: 'support', readOnly: true });
    const reason = 'Read-only session: changes are turned off.';
    for (const control of [
      screen.getByRole('button', { name: 'Add record' }),
      within(table).getByRole('button', { name: 'Edit AAAA record vpn' }),
      within(table).getByRole('button', { name: 'Delete AAAA record vpn' }),
      within(table).getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' }),
    ]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(reason);
    }
    // Said once, above the table, rather than under each control of every row.
    expect(within(table).queryByText(reason)).toBeNull();
  });

  it('shows the missing scope when the key may only read', async () => {
    const { user, table } = await openZone('/dns/zone_aurora01', { as: 'support' });
    await user.click(within(table).getByRole('button', { name: 'Delete CAA record @' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Missing permission: write:dns',
    );
  });

  it('turns off every row change once the key was refused write:dns', async () => {
    const { user, table } = await openZone('/dns/zone_granit07', { as: 'support' });
    await user.click(within(table).getByRole('button', { name: 'Delete AAAA record vpn' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete record' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reason = 'This key cannot change DNS records.';
    expect(screen.getByRole('button', { name: 'Add record' })).toBeDisabled();
    for (const button of [
      within(table).getByRole('button', { name: 'Edit AAAA record vpn' }),
      within(table).getByRole('button', { name: 'Delete A record @' }),
      within(table).getByRole('switch', { name: 'Proxy vpn (AAAA) through the CDN' }),
    ]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });

  it('explains mistakes in Swedish', async () => {
    const { user } = await openZone('/dns/zone_fjall08', { language: 'sv' });
    await user.click(screen.getByRole('button', { name: 'Lägg till post' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lägg till en post i fjallstugan.nu',
    });
    await user.type(within(dialog).getByLabelText('Namn'), 'a'.repeat(64));
    await user.type(within(dialog).getByLabelText('Värde'), '300.1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till post' }));
    expect(
      await within(dialog).findByText('Ange en IPv4-adress, till exempel 203.0.113.10.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Varje led (delen mellan punkterna) får vara högst 63 tecken långt.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(sentence(/^Namnen är relativa till fjallstugan\.nu;/)),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});
