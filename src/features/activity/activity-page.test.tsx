import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '../../api/core/http';
import { dnsZonePath } from '../../api/core/paths';
import { dnsZoneDetailSchema, type DnsRecord } from '../../api/dns/dns';
import { accountIdOf } from '../../components/journal/account-id';
import { defaultJournalSettings, type JournalEntry } from '../../components/journal/journal-entry';
import { endSession } from '../../api/core/session-store';
import {
  appendEntry,
  clearEntries,
  readEntries,
  writeSettings,
} from '../../components/journal/journal-store';
import { renderApp } from '../../test/render';
import { sentence } from '../../test/sentence';
import { mockState, signInAs } from '../../test/session';

let account = '';
let counter = 0;

function entry(fields: Partial<JournalEntry>): JournalEntry {
  return {
    id: `entry_${++counter}`,
    at: '2026-11-24T03:00:00.000Z',
    area: 'dns',
    action: 'dnsRecordDelete',
    params: {},
    resource: { id: 'zone_aurora01', href: '/dns/zone_aurora01' },
    result: 'completed',
    code: null,
    requestId: null,
    jobId: null,
    change: null,
    revertOf: null,
    ...fields,
  };
}

const wafGroup = {
  skipEnabled: false,
  challengeGeoEnabled: true,
  ipAllowlist: [],
  uaAllowlist: [],
  pathAllowlist: [],
};

const cdnSave = (fields: Partial<JournalEntry>) =>
  entry({
    area: 'cdn',
    action: 'cdnSettingsSave',
    resource: { id: 'cdn_aurora01', href: '/cdn/cdn_aurora01' },
    ...fields,
  });

async function currentTxtRecord(): Promise<DnsRecord> {
  const zone = await request(dnsZoneDetailSchema, { path: dnsZonePath('zone_aurora01') });
  const record = zone.records.find((item) => item.type === 'TXT');
  if (!record) throw new Error('the seed has a TXT record');
  return record;
}

function txtUpdate(before: DnsRecord, after: DnsRecord): JournalEntry {
  return entry({
    action: 'dnsRecordUpdate',
    params: { type: 'TXT', name: '@' },
    change: { subject: 'dnsRecord', zoneId: 'zone_aurora01', before, after },
  });
}

/** The journal's entry of an A record `old` (192.0.2.77) deleted from aurora-bakery.se. */
function recordDeletion(): JournalEntry {
  const deleted: DnsRecord = {
    id: 'rec_deleted',
    type: 'A',
    name: 'old',
    value: '192.0.2.77',
    ttl: 3600,
    proxied: false,
  };
  return entry({
    params: { type: 'A', name: 'old' },
    change: { subject: 'dnsRecord', zoneId: 'zone_aurora01', before: deleted, after: null },
  });
}

/** The before and after of one setting in the Values column, found by its label. */
const setting = (label: string) => screen.getByText(label).closest('div');

const rows = () =>
  within(screen.getByRole('table', { name: 'Activity journal' })).getAllByRole('row');

beforeEach(async () => {
  account = await accountIdOf(signInAs('owner').key);
  await clearEntries(account);
  // A test that ticks "clear at sign-out" would otherwise leave it on: every later test's
  // sign-out (afterEach) then cleared the journal in the background, at times after the next
  // test had written its entries.
  await writeSettings(account, defaultJournalSettings);
});

describe('activity page', () => {
  it('shows each change in words with its result, and filters kept in the URL', async () => {
    await appendEntry(
      account,
      entry({ action: 'dnsRecordCreate', params: { type: 'A', name: 'shop' }, requestId: null }),
    );
    await appendEntry(
      account,
      cdnSave({
        result: 'failed',
        code: 'cdn_zone_not_active',
        requestId: 'req_77',
      }),
    );
    const { router } = renderApp('/activity?result=failed');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Activity journal' });
    expect(rows()).toHaveLength(2);
    const failed = rows()[1];
    expect(failed).toHaveTextContent('Saved CDN settings');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Code cdn_zone_not_active');
    // Support staff find the request ID beside the result it explains.
    const resultCell = within(failed as HTMLElement)
      .getByText('Failed')
      .closest('td');
    expect(resultCell).toHaveTextContent('Request ID req_77');
    expect(
      within(failed as HTMLElement).getByRole('link', { name: 'cdn_aurora01' }),
    ).toHaveAttribute('href', '/cdn/cdn_aurora01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Result' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'dns');
    expect(router.state.location.search).toBe('?area=dns');
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveTextContent('Added DNS record A shop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Resource' }), 'cdn_aurora01');
    expect(screen.getByText('Nothing matches')).toBeInTheDocument();
  });

  it('says what each change acted on in both languages; older entries keep their words', async () => {
    await appendEntry(
      account,
      entry({ area: 'hosting', action: 'databaseRestore', params: { database: 'aurora_wp' } }),
    );
    await appendEntry(
      account,
      entry({ area: 'billing', action: 'recipientAdd', params: { email: 'ekonomi@aurora.se' } }),
    );
    await appendEntry(account, entry({ area: 'hosting', action: 'databaseRestore' }));
    await appendEntry(
      account,
      entry({ area: 'vps', action: 'restoreToPayg', params: { backup: 'bkp_12' } }),
    );
    const { unmount } = renderApp('/activity');
    expect(
      await screen.findByText(sentence('Restored backup bkp_12 to a new pay-as-you-go server')),
    ).toBeInTheDocument();
    const restored = await screen.findByText(sentence('Restored the database aurora_wp'));
    // The name it acted on is isolated, so it can neither reorder the words nor break inside.
    expect(within(restored).getByText('aurora_wp').tagName).toBe('BDI');
    expect(
      screen.getByText(sentence('Added the invoice-copy recipient ekonomi@aurora.se')),
    ).toBeInTheDocument();
    expect(screen.getByText('Restored a database')).toBeInTheDocument();
    unmount();
    renderApp('/activity', { language: 'sv' });
    expect(
      await screen.findByText(sentence('Återställde databasen aurora_wp')),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        sentence(
          'Återställde säkerhetskopian bkp_12 till en ny server med betalning per användning',
        ),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(sentence('Lade till fakturakopiemottagaren ekonomi@aurora.se')),
    ).toBeInTheDocument();
    expect(screen.getByText('Återställde en databas')).toBeInTheDocument();
  });

  it('names a page that stands for a resource by the page, in the reader’s language', async () => {
    await appendEntry(
      account,
      entry({
        area: 'billing',
        action: 'recipientAdd',
        params: { email: 'ekonomi@aurora.se' },
        resource: { id: 'recipients', href: '/billing/recipients' },
      }),
    );
    const { unmount } = renderApp('/activity');
    expect(await screen.findByRole('link', { name: 'Invoice-copy recipients' })).toHaveAttribute(
      'href',
      '/billing/recipients',
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Resource' })).getByRole('option', {
        name: 'Invoice-copy recipients (recipients)',
      }),
    ).toBeInTheDocument();
    unmount();
    renderApp('/activity', { language: 'sv' });
    expect(
      await screen.findByRole('link', { name: 'Mottagare av fakturakopior' }),
    ).toBeInTheDocument();
  });

  it('names the resource as the panel knew it, with its ID below; older entries show the ID', async () => {
    await appendEntry(
      account,
      cdnSave({
        resource: { id: 'cdn_aurora01', href: '/cdn/cdn_aurora01', name: 'aurora-bakery.se' },
      }),
    );
    await appendEntry(account, cdnSave({ action: 'cdnPurge' }));
    renderApp('/activity');
    const named = await screen.findByRole('link', { name: 'aurora-bakery.se' });
    expect(named).toHaveAttribute('href', '/cdn/cdn_aurora01');
    expect(named.closest('td')).toHaveTextContent('aurora-bakery.secdn_aurora01');
    expect(screen.getByRole('link', { name: 'cdn_aurora01' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Resource' })).getByRole('option', {
        name: 'aurora-bakery.se (cdn_aurora01)',
      }),
    ).toBeInTheDocument();
  });

  it('reverts a DNS record change after showing it as a diff, and journals the revert', async () => {
    const now = await currentTxtRecord();
    await appendEntry(account, txtUpdate({ ...now, value: 'v=spf1 -all' }, now));
    renderApp('/activity');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Revert: Changed DNS record TXT @' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    // Names the change it undoes as that, never as what it sends.
    expect(dialog).toHaveTextContent(
      'The change to undo: Changed DNS record TXT @. The panel reads the current values first',
    );
    const diff = await within(dialog).findByRole('table', { name: 'What the revert changes' });
    const valueRow = within(diff).getByRole('row', { name: /^Value/ });
    expect(valueRow).toHaveTextContent(now.value);
    expect(valueRow).toHaveTextContent('v=spf1 -all');
    expect(within(dialog).queryByText(/This has changed since/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = mockState().requests.filter((sent) => sent.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.path).toBe(`/api/v2/dns-zones/zone_aurora01/records/${now.id}`);
    expect(puts[0]?.body).toMatchObject({ type: 'TXT', name: '@', value: 'v=spf1 -all' });
    // The revert points at the change it undid, which says it was reverted and offers no Revert.
    const revert = (await screen.findByText(/^Revert of the change of /)).closest('tr');
    const original = screen.getByText(/^Reverted /).closest('tr');
    expect(revert).not.toBe(original);
    expect(within(original as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a reverted entry with the revert’s time, in Swedish too, and offers no second revert', async () => {
    const now = await currentTxtRecord();
    const original = txtUpdate({ ...now, value: 'v=spf1 -all' }, now);
    await appendEntry(account, original);
    await appendEntry(
      account,
      entry({
        at: '2026-11-24T04:30:00.000Z',
        action: 'dnsRecordUpdate',
        params: { type: 'TXT', name: '@' },
        revertOf: original.id,
      }),
    );
    // A revert that failed changed nothing: the entry stays revertable.
    await appendEntry(account, entry({ result: 'failed', revertOf: original.id }));
    renderApp('/activity', { language: 'sv' });
    const marked = (await screen.findByText(/^Ångrad /)).closest('tr') as HTMLElement;
    expect(marked).toHaveTextContent('Ändrade DNS-posten TXT @');
    expect(within(marked).queryByRole('button', { name: /^Ångra/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^Ångrar ändringen från /)).toHaveLength(2);
  });

  it('shows the current value when the record changed since, and asks again before reverting', async () => {
    const now = await currentTxtRecord();
    await appendEntry(
      account,
      txtUpdate({ ...now, value: 'v=spf1 -all' }, { ...now, value: 'v=spf1 ~all' }),
    );
    renderApp('/activity');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Revert: Changed DNS record TXT @' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    await within(dialog).findByText(/This has changed since this entry/);
    expect(within(dialog).getByRole('row', { name: /^Value/ })).toHaveTextContent(now.value);
    const confirm = within(dialog).getByRole('button', { name: 'Revert' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Revert anyway, over the newer change' }),
    );
    expect(confirm).toBeEnabled();
  });

  it('speaks Swedish and clears the journal only after confirmation', async () => {
    await appendEntry(
      account,
      entry({ action: 'dnsRecordCreate', params: { type: 'A', name: 'shop' } }),
    );
    renderApp('/activity', { language: 'sv' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Aktivitet' });
    expect(await screen.findByText(sentence('La till DNS-posten A shop'))).toBeInTheDocument();
    expect(screen.getByText('1–1 av 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Töm loggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tömma aktivitetsloggen?' });
    expect(dialog).toHaveTextContent('Den enda posten');
    await user.click(within(dialog).getByRole('button', { name: 'Töm loggen' }));
    await screen.findByText('Inget registrerat än');
  });

  it('clears the journal at sign-out when the user asked for it', async () => {
    await appendEntry(
      account,
      entry({ action: 'dnsRecordCreate', params: { type: 'A', name: 'shop' } }),
    );
    renderApp('/activity');
    const user = userEvent.setup();
    const option = await screen.findByRole('checkbox', {
      name: 'Clear this device’s activity journal when I sign out',
    });
    await waitFor(() => expect(option).toBeEnabled());
    await user.click(option);
    await waitFor(() => expect(option).toBeChecked());
    act(() => endSession('signed_out'));
    await waitFor(async () => expect(await readEntries(account)).toEqual([]));
  });

  it('turns Revert off for the changes the key was refused, with the reason', async () => {
    const support = await accountIdOf(signInAs('support').key);
    await clearEntries(support);
    const now = await currentTxtRecord();
    await appendEntry(support, txtUpdate({ ...now, value: 'v=spf1 -all' }, now));
    await appendEntry(
      support,
      cdnSave({
        change: {
          subject: 'cdnSettings',
          zoneId: 'cdn_aurora01',
          before: { proxied: true },
          after: { proxied: false },
        },
      }),
    );
    // A DNS change refused elsewhere in the panel teaches that the key cannot change DNS.
    await expect(
      request(dnsZoneDetailSchema, {
        method: 'PUT',
        path: `${dnsZonePath('zone_aurora01')}/records/${now.id}`,
        body: { type: 'TXT', name: '@', value: 'x', ttl: 3600 },
      }),
    ).rejects.toMatchObject({ status: 403 });
    renderApp('/activity', { as: 'support' });
    const dns = await screen.findByRole('button', { name: 'Revert: Changed DNS record TXT @' });
    expect(dns).toBeDisabled();
    expect(dns).toHaveAccessibleDescription('This key cannot change DNS records.');
    // CDN settings need other scopes: Revert stays offered until the API refuses it too.
    expect(screen.getByRole('button', { name: 'Revert: Saved CDN settings' })).toBeEnabled();
  });

  it('names CDN settings and their values as the settings page does, in both languages', async () => {
    await appendEntry(
      account,
      cdnSave({
        change: {
          subject: 'cdnSettings',
          zoneId: 'cdn_aurora01',
          before: {
            waf: { ...wafGroup, visitorProfileMode: 'off' },
            geoRestriction: { mode: 'off', additionalCountries: [] },
          },
          after: {
            waf: { ...wafGroup, visitorProfileMode: 'block' },
            geoRestriction: { mode: 'whitelist', additionalCountries: ['NO'] },
          },
        },
      }),
    );
    const { unmount } = renderApp('/activity');
    const values = await screen.findByText('What happens to visitors from other countries');
    expect(values.closest('div')).toHaveTextContent(/Off.*They are blocked/);
    expect(setting('Challenge visitors outside my audience')).toHaveTextContent(/Off.*On/);
    expect(setting('Your audience countries')).toHaveTextContent('Norway');
    expect(screen.queryByText(/visitorProfileMode|geoRestriction/)).not.toBeInTheDocument();
    unmount();

    renderApp('/activity', { language: 'sv' });
    const swedish = await screen.findByText('Vad som händer med besökare från andra länder');
    expect(swedish.closest('div')).toHaveTextContent(/Av.*De blockeras/);
    expect(setting('Dina målgruppsländer')).toHaveTextContent('Norge');
  });

  it('reverts a record delete by creating it again, saying it gets a new ID', async () => {
    await appendEntry(account, recordDeletion());
    renderApp('/activity');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Revert: Deleted DNS record A old' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
    expect(
      await within(dialog).findByText('The record is created again and gets a new ID.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = mockState().requests.filter((sent) => sent.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/v2/dns-zones/zone_aurora01/records');
    expect(posts[0]?.body).toEqual({ type: 'A', name: 'old', value: '192.0.2.77', ttl: 3600 });
  });

  it('strikes out only what was there: a deleted record’s values, never the “(none)” after', async () => {
    await appendEntry(account, recordDeletion());
    renderApp('/activity');
    const value = (await screen.findByText('Value')).closest('div') as HTMLElement;
    expect(within(value).getByRole('deletion')).toHaveTextContent('192.0.2.77');
    expect(within(value).queryByRole('insertion')).toBeNull();
    expect(within(value).getByText('(none)').closest('del, ins')).toBeNull();
  });
});
