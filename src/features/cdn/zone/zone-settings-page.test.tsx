import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp, type RenderAppOptions } from '../../../test/render';
import { mockState } from '../../../test/session';
import { refuseFields } from '../../../test/refuse-fields';
import { sentence } from '../../../test/sentence';

const patches = () => mockState().requests.filter((request) => request.method === 'PATCH');

async function openZone(id: string, options: RenderAppOptions = {}) {
  const view = renderApp(`/cdn/${id}`, options);
  const form = await screen.findByRole('form', {
    name: options.language === 'sv' ? 'Inställningar' : 'Settings',
  });
  return { ...view, form, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('CDN zone settings page', () => {
  it('shows the zone, its certificate, its proxied records and why actions are unavailable', async () => {
    await openZone('cdn_aurora01');
    expect(screen.getByRole('heading', { level: 1, name: 'aurora-bakery.se' })).toBeInTheDocument();
    const gates = screen.getByRole('table', { name: 'Actions and whether they are available' });
    const certificateRow = within(gates).getByRole('row', { name: /Issue a certificate/ });
    expect(certificateRow).toHaveTextContent('Not available');
    expect(certificateRow).toHaveTextContent(/already active; it renews automatically/);
    // No "Available" without a way to do it: the API has no call to deactivate a zone.
    const deactivate = within(gates).getByRole('row', { name: /Deactivate the zone/ });
    expect(deactivate).toHaveTextContent('Through support');
    expect(deactivate).not.toHaveTextContent('Available');
    const records = screen.getByRole('table', { name: 'Proxied DNS records' });
    expect(within(records).getByRole('row', { name: /CNAME www/ })).toBeInTheDocument();
    expect(within(records).queryByText('MX')).not.toBeInTheDocument();
  });

  it('explains a pending zone and does not offer what its gates refuse', async () => {
    await openZone('cdn_granit07');
    expect(screen.getByText('Why this zone needs attention').parentElement).toHaveTextContent(
      /Waiting for granit-it\.se to use the CDN nameservers/,
    );
    expect(
      screen.queryByRole('checkbox', { name: 'Send traffic through the CDN (proxy)' }),
    ).not.toBeInTheDocument();
    expect(group('Proxy and performance')).toHaveTextContent('Proxy: Off');
    expect(screen.queryByRole('combobox', { name: /SSL\/TLS mode/ })).not.toBeInTheDocument();
    expect(group('Security')).toHaveTextContent('SSL/TLS mode: Flexible (HTTPS to visitors only)');
  });

  it('explains a pending zone in Swedish: gates in the panel’s words, the server’s text marked', async () => {
    await openZone('cdn_granit07', { language: 'sv' });
    expect(screen.getByText('Varför zonen behöver åtgärdas').parentElement).toHaveTextContent(
      /^Varför zonen behöver åtgärdasFrån servern \(på engelska\): Waiting for granit-it\.se/,
    );
    // The proxy and the SSL/TLS mode are both closed by the zone_not_active gate.
    expect(group('Proxy och prestanda')).toHaveTextContent('Zonen är inte aktiv ännu.');
    expect(group('Säkerhet')).toHaveTextContent('Zonen är inte aktiv ännu.');
    expect(screen.queryByText(/is not active/)).not.toBeInTheDocument();
  });

  it('sends only the group of the one field that changed, once, and says what was saved', async () => {
    const { user } = await openZone('cdn_aurora01');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(screen.getByText('No changes to save.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Security level' }), 'high');
    expect(screen.getByText('1 change: Security level')).toBeInTheDocument();
    await user.dblClick(save);

    expect(await screen.findByText('Saved: security.')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.body).toEqual({
      security: {
        level: 'high',
        sslMode: 'strict',
        alwaysUseHttps: true,
        minTlsVersion: '1.2',
        botProtection: true,
        blockBadCrawlers: true,
        blockBadBots: true,
        wpLoginProtection: true,
        wpAdminChallenge: true,
      },
    });
    expect(patches()[0]?.search).toBe('?includeRecords=true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks an allowlist entry before adding it and sends nothing for a bad one', async () => {
    const { user } = await openZone('cdn_nordic02');
    const ips = group('IP addresses and ranges');
    const input = within(ips).getByRole('textbox', { name: 'Add an IP address or range' });

    await user.type(input, '192.0.2.300');
    await user.click(within(ips).getByRole('button', { name: 'Add' }));
    expect(input).toHaveAccessibleDescription(/Not an IP address or CIDR range/);
    await user.clear(input);
    await user.type(input, '203.0.113.0/24{Enter}');
    expect(input).toHaveAccessibleDescription(/This is already on the list\.$/);
    expect(patches()).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '2001:db8:77::/48{Enter}');
    expect(within(ips).getByText('2001:db8:77::/48')).toBeInTheDocument();
    await user.click(
      within(group('Path prefixes')).getByRole('button', { name: 'Remove /api/partners/' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved: WAF allowlists.');
    expect(patches().map((request) => request.body)).toEqual([
      {
        waf: {
          skipEnabled: true,
          challengeGeoEnabled: false,
          visitorProfileMode: 'off',
          ipAllowlist: ['203.0.113.0/24', '2001:db8:77::/48'],
          uaAllowlist: ['Pingdom.com_bot', 'Amadeus-Availability'],
          pathAllowlist: [],
        },
      },
    ]);
  });

  it('keeps keyboard focus in a list when an entry is removed: next entry, else previous, else its field', async () => {
    const { user } = await openZone('cdn_nordic02');
    const agents = group('User agents');
    within(agents).getByRole('button', { name: 'Remove Pingdom.com_bot' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(agents).getByRole('button', { name: 'Remove Amadeus-Availability' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(agents).getByRole('textbox', { name: 'Add a user agent' })).toHaveFocus();

    await user.click(
      screen.getByRole('checkbox', { name: 'Challenge visitors outside my audience' }),
    );
    const audience = group('Audience');
    const picker = within(audience).getByRole('combobox', { name: 'Add a country' });
    for (const code of ['NO', 'DK']) {
      await user.selectOptions(picker, code);
      await user.click(within(audience).getByRole('button', { name: 'Add' }));
    }
    within(audience).getByRole('button', { name: 'Remove Denmark' }).focus();
    await user.keyboard('{Enter}');
    expect(within(audience).getByRole('button', { name: 'Remove Norway' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picker).toHaveFocus();
  });

  it('puts the server’s field errors next to the entry they point at and keeps the edits', async () => {
    refuseFields('patch', '*/api/v2/cdn/zones/:id', [
      {
        pointer: '/waf/ipAllowlist/0',
        detail: 'This range belongs to the CDN itself.',
        code: 'reserved_range',
      },
    ]);
    const { user } = await openZone('cdn_aurora01');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Let traffic on these lists skip the custom WAF checks',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const entry = (await screen.findByText('This range belongs to the CDN itself.')).closest('li');
    expect(entry).toHaveTextContent('198.51.100.24');
    expect(screen.getByRole('alert')).toHaveTextContent('invalid_request');
    expect(
      screen.getByRole('checkbox', {
        name: 'Let traffic on these lists skip the custom WAF checks',
      }),
    ).not.toBeChecked();
  });

  it('turns on “challenge visitors outside my audience” the way the spec says', async () => {
    const { user } = await openZone('cdn_nordic02');
    await user.click(
      screen.getByRole('checkbox', { name: 'Challenge visitors outside my audience' }),
    );
    const audience = group('Audience');
    expect(
      within(audience).getByRole('radio', { name: 'They must pass a challenge (recommended)' }),
    ).toBeChecked();
    await user.selectOptions(
      within(audience).getByRole('combobox', { name: 'Add a country' }),
      'NO',
    );
    await user.click(within(audience).getByRole('button', { name: 'Add' }));
    expect(within(audience).getByRole('button', { name: 'Remove Norway' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Saved: WAF allowlists, audience countries.');
    const body = patches()[0]?.body;
    expect(body).toMatchObject({
      waf: { visitorProfileMode: 'challenge' },
      geoRestriction: { mode: 'whitelist', additionalCountries: ['SE', 'NO'] },
    });
    expect(Object.keys(body ?? {}).sort()).toEqual(['geoRestriction', 'waf']);
  });

  it('warns before blocking, and turns the filter off with both modes', async () => {
    const { user } = await openZone('cdn_aurora01');
    const audience = group('Audience');
    await user.click(within(audience).getByRole('radio', { name: 'They are blocked' }));
    expect(within(audience).getByText(/will be turned away/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'Challenge visitors outside my audience' }),
    );
    expect(
      within(audience).queryByRole('combobox', { name: 'Add a country' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText(/^Saved:/);
    // Choosing the action wrote the whole audience into additionalCountries; switching off keeps it.
    expect(patches()[0]?.body).toMatchObject({
      waf: { visitorProfileMode: 'off' },
      geoRestriction: { mode: 'off', additionalCountries: ['SE', 'NO', 'DK', 'FI'] },
    });
  });

  it('discards edits without sending anything', async () => {
    const { user } = await openZone('cdn_aurora01');
    const earlyHints = screen.getByRole('checkbox', { name: 'Early Hints' });
    await user.click(earlyHints);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(earlyHints).toBeChecked();
    expect(screen.getByText('No changes to save.')).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
  });

  it('shows the missing permission when a support key tries to save', async () => {
    const { user } = await openZone('cdn_aurora01', { as: 'support' });
    await user.click(screen.getByRole('checkbox', { name: 'Always Online' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Missing permission: write:cdn, write:domains');
    expect(screen.getByRole('checkbox', { name: 'Always Online' })).toBeChecked();
    // Purging is the same PATCH: the refusal turns it off too, with the reason.
    const purge = screen.getByRole('button', { name: 'Purge the whole cache…' });
    expect(purge).toBeDisabled();
    expect(purge).toHaveAccessibleDescription(/This key cannot change CDN/);
  });

  it('changes nothing in a read-only session', async () => {
    await openZone('cdn_aurora01', { readOnly: true });
    expect(screen.getByRole('checkbox', { name: 'Early Hints' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Purge the whole cache…' }),
    ).toHaveAccessibleDescription('Read-only session: changes are turned off.');
    expect(patches()).toHaveLength(0);
  });

  it('purges the cache after confirming, without storing a setting', async () => {
    const { user } = await openZone('cdn_nordic02');
    await user.click(screen.getByRole('button', { name: 'Purge the whole cache…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge the whole cache?' });
    expect(dialog).toHaveTextContent('nordicfjord.com');
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Purge cache' }));
    expect(await screen.findByText(/The cache was purged/)).toBeInTheDocument();
    expect(patches().map((request) => request.body)).toEqual([{ cache: { purgeCache: true } }]);
  });

  it('shows a gate refusal from the server and the new gate', async () => {
    mockServer.use(
      http.patch('*/api/v2/cdn/zones/:id', ({ request }) =>
        problem({
          status: 409,
          code: 'proxy_not_allowed',
          detail: 'The zone was suspended a moment ago.',
          instance: new URL(request.url).pathname,
        }),
      ),
    );
    const { user } = await openZone('cdn_nordic02');
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The zone was suspended a moment ago.',
    );
    await waitFor(() =>
      expect(
        mockState().requests.filter(
          (request) => request.method === 'GET' && request.path.endsWith('cdn_nordic02'),
        ),
      ).toHaveLength(2),
    );
  });

  it('says when the zone does not exist', async () => {
    renderApp('/cdn/cdn_foreign99');
    expect(
      await screen.findByText('This CDN zone does not exist or belongs to another account.'),
    ).toBeInTheDocument();
  });

  it('reads naturally in Swedish', async () => {
    await openZone('cdn_aurora01', { language: 'sv' });
    expect(
      screen.getByRole('checkbox', { name: 'Utmana besökare utanför min målgrupp' }),
    ).toBeChecked();
    expect(
      within(group('Målgrupp')).getByRole('button', { name: 'Ta bort Norge' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara ändringar' })).toBeDisabled();
    expect(screen.getByText('Inga ändringar att spara.')).toBeInTheDocument();
  });

  it('names what changed in the save bar, the first three by name', async () => {
    const { user } = await openZone('cdn_aurora01');
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    await user.click(screen.getByRole('checkbox', { name: 'Always Online' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security level' }), 'high');
    expect(screen.getByText('3 changes: Early Hints, Always Online, Security level')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Block known bad bots' }));
    expect(
      screen.getByText('4 changes: Early Hints, Always Online, Security level, …'),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; staying keeps them, leaving drops them', async () => {
    const { user } = await openZone('cdn_aurora01');
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'CDN',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes (1 change: Early Hints)');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Early Hints' })).not.toBeChecked();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'CDN',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'CDN' })).toBeVisible();
    expect(patches()).toHaveLength(0);
  });

  it('says a save waits for the connection, and Discard drops it so it is never sent', async () => {
    const { user } = await openZone('cdn_aurora01');
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Waiting for the connection/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('checkbox', { name: 'Early Hints' })).toBeChecked();
    expect(screen.queryByText(/Waiting for the connection/)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    await user.click(screen.getByRole('checkbox', { name: 'Always Online' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(sentence(/^CDN settings of .* saved$/))).toBeVisible();
    expect(patches()).toHaveLength(1);
    // The group is sent whole: Early Hints as it was, not as the dropped save had it.
    expect(patches()[0]?.body).toMatchObject({ performance: { earlyHints: true } });
  });

  it('leaves without asking while a save is on the wire, which still completes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.patch('*/api/v2/cdn/zones/:id', () => held.then(() => undefined)));
    const { user } = await openZone('cdn_aurora01');
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'CDN',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'CDN' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(sentence(/^CDN settings of .* saved$/))).toBeVisible();
    expect(patches()).toHaveLength(1);
  });

  it('asks in Swedish, and lets the page go without asking once nothing is unsaved', async () => {
    const { user } = await openZone('cdn_aurora01', { language: 'sv' });
    await user.click(screen.getByRole('checkbox', { name: 'Early Hints' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Brödsmulor' })).getByRole('link', {
        name: 'CDN',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await user.click(screen.getByRole('button', { name: 'Ångra ändringarna' }));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Brödsmulor' })).getByRole('link', {
        name: 'CDN',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'CDN' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
