import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { refuseFields } from '../../../test/refuse-fields';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { sentence } from '../../../test/sentence';

const writes = () => mockState().requests.filter((request) => request.method !== 'GET');

const file = (text: string) => new File([text], 'zone.txt', { type: 'text/plain' });

/** Whether `later` comes after `earlier` in the page (in a row of buttons: to its right). */
const follows = (earlier: HTMLElement, later: HTMLElement) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('zone file import', () => {
  it('shows the diff, sends only ticked lines, and retries only the failed one', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09');
    const input = await screen.findByLabelText('Import a zone file');
    let failNext = true;
    let apiPosts = 0;
    mockServer.use(
      http.post('*/api/v2/dns-zones/zone_staging09/records', async ({ request }) => {
        const body = (await request.clone().json()) as { name: string };
        if (body.name === 'api') apiPosts += 1;
        if (body.name === 'api' && failNext) {
          failNext = false;
          return problem({ status: 503, code: 'upstream_failed', detail: 'Try again.' });
        }
        return undefined;
      }),
    );
    await user.upload(
      input,
      file(
        '$ORIGIN staging-internal.net.\n@ 3600 IN A 198.51.100.9\nwww IN A 198.51.100.10\napi IN A 198.51.100.11\nskip IN TXT "not wanted"\n',
      ),
    );
    const list = await screen.findByRole('list', { name: 'Changes to staging-internal.net' });
    expect(list).toHaveTextContent('Unchanged');
    await user.click(within(list).getByRole('checkbox', { name: 'Apply: New TXT skip' }));
    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('1 applied, 1 failed.')).toBeInTheDocument();
    expect(list).toHaveTextContent(/Failed: Upstream failure \(Request ID: req_\d+\)/);
    // Close first, the main action (the retry) last, as in every dialog of the panel.
    expect(
      follows(
        screen.getByRole('button', { name: 'Close' }),
        screen.getByRole('button', { name: 'Retry the failed change' }),
      ),
    ).toBe(true);
    screen.getByRole('button', { name: 'Retry the failed change' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 applied, 0 failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The retry's button went with the last failure; focus went on to Close, not the page body.
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('list', { name: 'Changes to staging-internal.net' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import a zone file…' })).toHaveFocus();
    const posts = writes().map((request) => `${request.method} ${JSON.stringify(request.body)}`);
    expect(posts.filter((post) => post.includes('"www"'))).toHaveLength(1);
    // The failed send never reached the fake's state; the retry did, once.
    expect(posts.filter((post) => post.includes('"api"'))).toHaveLength(1);
    expect(apiPosts).toBe(2);
    expect(posts.some((post) => post.includes('skip'))).toBe(false);
  });

  it('puts focus back on the import button when the review is cancelled', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09');
    const input = await screen.findByLabelText('Import a zone file');
    await user.upload(input, file('$ORIGIN staging-internal.net.\nnew IN A 198.51.100.12\n'));
    await screen.findByRole('list', { name: 'Changes to staging-internal.net' });
    // Cancel first, the main action last, as in every dialog of the panel.
    expect(
      follows(
        screen.getByRole('button', { name: 'Cancel' }),
        screen.getByRole('button', { name: /^Apply \d+ change/ }),
      ),
    ).toBe(true);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Changes to staging-internal.net' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import a zone file…' })).toHaveFocus();
    expect(writes()).toHaveLength(0);
  });

  it('keeps the forwarding service’s root MX records through an import, and says so in Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_kaffe03', { language: 'sv' });
    const input = await screen.findByLabelText('Importera en zonfil');
    await user.upload(
      input,
      file(
        '$ORIGIN kaffekoppen.se.\n@ 3600 IN MX 10 mail.kaffekoppen.se.\nshop IN A 198.51.100.30\n',
      ),
    );
    const list = await screen.findByRole('list', { name: 'Ändringar i kaffekoppen.se' });
    expect(
      screen.getByText(/^1 MX-post i roten utelämnas: vidarebefordran av e-post sköter/),
    ).toBeInTheDocument();
    expect(list).not.toHaveTextContent('mail.kaffekoppen.se');
    expect(within(list).queryByRole('checkbox', { name: /^Genomför: Borttagen MX / })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Genomför \d+ ändring/ }));
    expect(await screen.findByText(/genomförda, 0 misslyckade\.$/)).toBeInTheDocument();
    const sent = writes().map((request) => `${request.method} ${JSON.stringify(request.body)}`);
    expect(sent.some((line) => line.includes('"shop"'))).toBe(true);
    expect(sent.some((line) => line.includes('"MX"'))).toBe(false);
    const zone = mockState().dns.zones.find((candidate) => candidate.id === 'zone_kaffe03');
    expect(zone?.records.filter((record) => record.type === 'MX')).toHaveLength(2);
  });

  it('says in Swedish why the server refused a line, with its request ID, keeping its English marked', async () => {
    refuseFields('post', '*/api/v2/dns-zones/zone_staging09/records', [
      { pointer: '/ttl', detail: 'TTL must be at least 300 on this zone.', code: 'ttl_too_low' },
    ]);
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09', { language: 'sv' });
    const button = await screen.findByRole('button', { name: 'Importera en zonfil…' });
    expect(button).toHaveAccessibleDescription('En BIND-zonfil på högst 1 MB och 5 000 poster.');
    await user.upload(
      screen.getByLabelText('Importera en zonfil'),
      file('$ORIGIN staging-internal.net.\n@ 3600 IN A 198.51.100.9\napi 60 IN A 198.51.100.11\n'),
    );
    await screen.findByRole('list', { name: 'Ändringar i staging-internal.net' });
    expect(screen.getByText(sentence('Läst från zone.txt.'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Genomför 1 ändring' }));
    expect(await screen.findByText('0 genomförda, 1 misslyckade.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avbryt' })).toBeNull();
    expect(
      screen.getByText(
        /^Misslyckades: Ogiltig begäran: Från servern \(på engelska\): TTL must be at least 300 on this zone\. \(Förfrågnings-ID: req_\d+\)$/,
      ),
    ).toBeInTheDocument();
  });

  it('offers no import in a read-only session, and says why', async () => {
    renderApp('/dns/zone_staging09', { readOnly: true });
    const button = await screen.findByRole('button', { name: 'Import a zone file…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/read-only/i);
    expect(screen.getByLabelText('Import a zone file')).toBeDisabled();
  });

  it('refuses a file with errors, naming the lines, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09');
    await user.upload(
      await screen.findByLabelText('Import a zone file'),
      file('www IN A 300.1.1.1\nx.other.org. IN A 192.0.2.1\nbad line here\n'),
    );
    expect(await screen.findByText(/Line 1: Enter an IPv4 address/)).toBeInTheDocument();
    expect(
      screen.getByText('Line 2: the name is outside staging-internal.net.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Line 3: this line cannot be read as a record.')).toBeInTheDocument();
    expect(screen.queryByText(/skipped/)).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('refuses a line that is no record in Swedish, but skips a record type it cannot hold', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09', { language: 'sv' });
    await user.upload(
      await screen.findByLabelText('Importera en zonfil'),
      file('host IN HINFO "PC" "Linux"\nbad line here\n'),
    );
    expect(await screen.findByText('Rad 2: raden kan inte läsas som en post.')).toBeInTheDocument();
    expect(
      screen.getByText(/^1 rad hoppades över: .* HINFO-poster stöds inte här\.$/),
    ).toBeInTheDocument();
  });

  it('shows the whole data of SRV, CAA, TLSA and MX records, now and after', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_aurora01');
    await user.upload(
      await screen.findByLabelText('Import a zone file'),
      file(
        [
          '$ORIGIN aurora-bakery.se.',
          '_sip._tcp IN SRV 10 5 5061 sip.aurora-bakery.se.',
          '@ IN CAA 0 issue "digicert.com"',
          '_443._tcp.shop IN TLSA 3 1 1 8cb0fc6c527506a053f4f14c8464bebbd6dede2738d11468dd953d7d6a3021f1',
        ].join('\n'),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Changes to aurora-bakery.se' });
    const line = (text: RegExp) => within(list).getByText(text).closest('li');
    expect(line(/^_sip\._tcp SRV/)).toHaveTextContent(
      /_sip\._tcp SRV 10 5 5061 sip\.aurora-bakery\.seNow: 10 5 5060 sip\.aurora-bakery\.se/,
    );
    expect(line(/^@ CAA/)).toHaveTextContent(
      /@ CAA 0 issue "digicert\.com"Now: 0 issue "letsencrypt\.org"/,
    );
    expect(line(/^_443\._tcp\.shop TLSA/)).toHaveTextContent(
      'Unchanged_443._tcp.shop TLSA 3 1 1 8cb0fc6c527506a053f4f14c8464bebbd6dede2738d11468dd953d7d6a3021f1',
    );
    expect(line(/^@ MX/)).toHaveTextContent(/Removed@ MX 10 mx1\./);
  });

  it('refuses a file over 1 MB before reading it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_staging09');
    const line = 'www IN A 198.51.100.10\n';
    const big = line.repeat(Math.ceil((1024 * 1024 + 1) / line.length));
    await user.upload(await screen.findByLabelText('Import a zone file'), file(big));
    expect(
      await screen.findByText(
        'This file is larger than 1 MB. Split it, or import the records in parts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Changes to staging-internal.net' })).toBeNull();
    expect(writes()).toEqual([]);
  });
});
