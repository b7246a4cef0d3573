import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetMockState } from '../../../mocks/state';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { recordScrolls, stopRecordingScrolls } from '../../../test/scrolls';
import { refuseFields } from '../../../test/refuse-fields';
import { sentence } from '../../../test/sentence';

const bulkPosts = () => mockState().requests.filter((request) => request.method === 'POST');

async function openBulk(options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  renderApp('/domains/bulk-dns', options);
  const domains = await screen.findByRole('group', { name: /^(Domains|Domäner)$/ });
  await within(domains).findAllByRole('checkbox');
  return { user, domains };
}

async function fillRecord(
  user: ReturnType<typeof userEvent.setup>,
  number: number,
  values: { type?: string; name: string; value: string; priority?: string; ttl?: string },
) {
  const row = screen.getByRole('group', { name: `Record ${number}` });
  if (values.type) await user.selectOptions(within(row).getByLabelText('Type'), values.type);
  await user.type(within(row).getByLabelText('Name'), values.name);
  await user.type(within(row).getByLabelText('Value'), values.value);
  if (values.priority) await user.type(within(row).getByLabelText('Priority'), values.priority);
  if (values.ttl) await user.type(within(row).getByLabelText(/^TTL/), values.ttl);
}

describe('bulk DNS page', () => {
  it('names internationalised domains in the review as people write them, and sends punycode', async () => {
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: /malmö-cykel\.se/ }));
    await fillRecord(user, 1, { type: 'TXT', name: '_verify', value: 'token-7' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add these records?' });
    expect(dialog).toHaveTextContent('Domains (1): malmö-cykel.se');
    await user.click(within(dialog).getByRole('button', { name: 'Queue the change' }));
    await screen.findByRole('heading', { name: 'The change was queued' });
    expect(bulkPosts()[0]?.body).toMatchObject({ domainNames: ['xn--malm-cykel-hcb.se'] });
  });

  it('reviews a change when the domain list was read first, with its pages in the cache', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await user.click(screen.getByRole('link', { name: 'DNS changes in several domains' }));
    const domains = await screen.findByRole('group', { name: 'Domains' });
    await user.click(await within(domains).findByRole('checkbox', { name: /malmö-cykel\.se/ }));
    await fillRecord(user, 1, { name: 'kbbulk', value: '192.0.2.8' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add these records?' });
    expect(dialog).toHaveTextContent('Domains (1): malmö-cykel.se');
  });

  it('adds records to the chosen domains, after a review, and reports the job', async () => {
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: /fjallstugan\.nu/ }));
    expect(within(domains).getByText('2 chosen')).toBeInTheDocument();
    await fillRecord(user, 1, { type: 'TXT', name: '_verify', value: 'token-42', ttl: '600' });
    await user.click(screen.getByRole('button', { name: 'Add another record' }));
    await fillRecord(user, 2, {
      type: 'MX',
      name: 'lists',
      value: 'mx.lists.example',
      priority: '5',
    });
    await user.click(screen.getByRole('button', { name: 'Review change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add these records?' });
    expect(dialog).toHaveTextContent('Domains (2): aurora-bakery.se, fjallstugan.nu');
    expect(dialog).toHaveTextContent('TXT _verify token-42, TTL 600 s');
    expect(dialog).toHaveTextContent('MX lists 5 mx.lists.example, default TTL');
    expect(bulkPosts()).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Queue the change' }));

    expect(await screen.findByRole('region', { name: 'The change was queued' })).toHaveTextContent(
      /The change was queued for the chosen domains \(2\)/,
    );
    expect(bulkPosts()).toEqual([
      expect.objectContaining({
        path: '/api/v2/domains/bulk/dns',
        body: {
          action: 'add',
          domainNames: ['aurora-bakery.se', 'fjallstugan.nu'],
          records: [
            { type: 'TXT', name: '_verify', value: 'token-42', ttl: 600 },
            { type: 'MX', name: 'lists', value: 'mx.lists.example', priority: 5 },
          ],
        },
      }),
    ]);
    expect(await screen.findByText('Add records to 2 domains')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    const fjall = mockState().dns.zones.find((zone) => zone.id === 'zone_fjall08');
    expect(
      fjall?.records.some((record) => record.name === '_verify' && record.value === 'token-42'),
    ).toBe(true);
  }, 30000);

  it('shows the result where the user is, says so in a toast and does not offer the same change again', async () => {
    const scrolled = recordScrolls();
    try {
      const { user, domains } = await openBulk();
      await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
      await fillRecord(user, 1, { type: 'TXT', name: '_verify', value: 'token-9' });
      await user.click(screen.getByRole('button', { name: 'Review change' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add these records?' });
      await user.click(within(dialog).getByRole('button', { name: 'Queue the change' }));

      const heading = await screen.findByRole('heading', { name: 'The change was queued' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toContain(heading);
      const result = screen.getByRole('region', { name: 'The change was queued' });
      expect(result).toHaveTextContent('The change was queued for the chosen domains (1)');
      const toasts = screen.getByRole('region', { name: 'Notifications' });
      expect(await within(toasts).findByText('The change was queued')).toBeInTheDocument();
      // The form that was just sent is gone: nothing left to queue the same change twice.
      expect(screen.queryByRole('button', { name: 'Review change' })).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Record 1' })).not.toBeInTheDocument();
      expect(bulkPosts()).toHaveLength(1);

      await user.click(within(result).getByRole('button', { name: 'Prepare another change' }));
      const fresh = await screen.findByRole('group', { name: 'Record 1' });
      expect(within(fresh).getByLabelText('Value')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Review change' })).toBeEnabled();
      // The button went with the result; focus goes to the form's first choice, not the page body.
      await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toHaveFocus());
    } finally {
      stopRecordingScrolls();
    }
  });

  it('after the server failed the job, opens the form again with the same change, sent only once reviewed', async () => {
    resetMockState('job-failing');
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: /fjallstugan\.nu/ }));
    await fillRecord(user, 1, { type: 'TXT', name: '_verify', value: 'token-77', ttl: '600' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Queue the change' }),
    );
    const result = await screen.findByRole('region', { name: 'The change was queued' });
    await user.click(
      await within(result).findByRole('button', { name: 'Try again with the same change' }),
    );

    const record = await screen.findByRole('group', { name: 'Record 1' });
    expect(within(record).getByLabelText('Type')).toHaveValue('TXT');
    expect(within(record).getByLabelText('Name')).toHaveValue('_verify');
    expect(within(record).getByLabelText('Value')).toHaveValue('token-77');
    expect(within(record).getByLabelText(/^TTL/)).toHaveValue('600');
    const chosen = screen.getByRole('group', { name: 'Domains' });
    expect(within(chosen).getByRole('checkbox', { name: 'aurora-bakery.se' })).toBeChecked();
    expect(within(chosen).getByRole('checkbox', { name: /fjallstugan\.nu/ })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('radio', { checked: true })).toHaveFocus());
    expect(bulkPosts()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Review change' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Queue the change' }),
    );
    await screen.findByRole('region', { name: 'The change was queued' });
    expect(bulkPosts()).toHaveLength(2);
    expect(bulkPosts()[1]?.body).toEqual(bulkPosts()[0]?.body);
  });

  it('lists the domains the finished job left alone', async () => {
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'kaffekoppen.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: 'granit-it.se' }));
    await fillRecord(user, 1, {
      type: 'MX',
      name: '@',
      value: 'mx.newmail.example',
      priority: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Queue the change' }),
    );
    expect(await screen.findByText('Not applied to every domain')).toBeInTheDocument();
    expect(
      screen.getByText(
        'kaffekoppen.se: email forwarding is on, so a root MX record cannot be set.',
      ),
    ).toBeInTheDocument();
    // A job that completed is no failure to try again.
    expect(screen.queryByRole('button', { name: 'Try again with the same change' })).toBeNull();
  }, 30000);

  it('deletes all records of a type only after a danger confirmation', async () => {
    const { user, domains } = await openBulk();
    await user.click(screen.getByRole('radio', { name: /Delete all records of one type/ }));
    expect(screen.queryByRole('group', { name: 'Record 1' })).not.toBeInTheDocument();
    await user.click(within(domains).getByRole('checkbox', { name: 'granit-it.se' }));
    await user.selectOptions(screen.getByLabelText('Record type to delete'), 'CAA');
    expect(
      screen.getByText(/Every CAA record in the chosen domains is deleted/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all CAA records?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete records' }));
    await screen.findByRole('heading', { name: 'The change was queued' });
    expect(bulkPosts().map((request) => request.body)).toEqual([
      { action: 'delete', domainNames: ['granit-it.se'], deleteType: 'by_type', recordType: 'CAA' },
    ]);
  });

  it('explains mistakes on the record rows and sends nothing', async () => {
    const { user, domains } = await openBulk();
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    expect(await screen.findByText('Choose at least one domain.')).toBeInTheDocument();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await fillRecord(user, 1, { name: 'www.aurora-bakery.se', value: '10.0.0' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const row = screen.getByRole('group', { name: 'Record 1' });
    expect(
      await within(row).findByText(
        'Leave out the domain name: enter only the part before it, or @ for the root.',
      ),
    ).toBeInTheDocument();
    expect(
      within(row).getByText('Enter an IPv4 address such as 203.0.113.10.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bulkPosts()).toEqual([]);
  });

  it('cannot choose domains without a DNS zone here', async () => {
    const { domains } = await openBulk();
    const studio = within(domains).getByRole('checkbox', { name: /studio-lindqvist\.net/ });
    expect(studio).toBeDisabled();
    expect(studio.closest('label')).toHaveTextContent('No DNS zone here');
  });

  it('checks each chosen zone first: refuses a clash per domain, sends nothing, and can leave the domain out', async () => {
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: /fjallstugan\.nu/ }));
    await fillRecord(user, 1, { type: 'CNAME', name: 'shop', value: 'shops.example.net' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Nothing was queued: the records clash with what these zones have',
    );
    expect(refusal).toHaveTextContent(
      'aurora-bakery.se, record 1 (CNAME shop): Another record already has this name.',
    );
    expect(refusal).not.toHaveTextContent('fjallstugan.nu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bulkPosts()).toEqual([]);
    await user.click(within(refusal).getByRole('button', { name: 'Leave out these domains (1)' }));
    expect(within(domains).getByText('1 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add these records?' });
    expect(dialog).toHaveTextContent('Domains (1): fjallstugan.nu');
  });

  it('drops a clash found for earlier input once the input changes', async () => {
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: /fjallstugan\.nu/ }));
    await fillRecord(user, 1, { name: 'www', value: '198.51.100.5' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('(A www)');
    const name = within(screen.getByRole('group', { name: 'Record 1' })).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'x.aurora-bakery.se');
    expect(screen.queryByText(/\(A www\)/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(/clash/)).toBeNull();
    expect(bulkPosts()).toEqual([]);
  });

  it('names the domains the server says are not on the account', async () => {
    refuseFields('post', '*/api/v2/domains/bulk/dns', [
      { pointer: '/domainNames/1', detail: 'Not yours.', code: 'domain_not_owned' },
    ]);
    const { user, domains } = await openBulk();
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await user.click(within(domains).getByRole('checkbox', { name: 'granit-it.se' }));
    await fillRecord(user, 1, { name: 'api', value: '192.0.2.1' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Queue the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('invalid_request');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      screen.getByText(
        sentence('These domains are not on this account, so nothing was queued: granit-it.se'),
      ),
    ).toBeInTheDocument();
    await user.click(within(domains).getByRole('checkbox', { name: 'granit-it.se' }));
    expect(screen.queryByText(/not on this account/)).toBeNull();
  });

  it('shows the missing scope to a key that may only read', async () => {
    const { user, domains } = await openBulk({ as: 'support' });
    await user.click(within(domains).getByRole('checkbox', { name: 'aurora-bakery.se' }));
    await fillRecord(user, 1, { name: 'api', value: '192.0.2.1' });
    await user.click(screen.getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Queue the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Missing permission: write:dns',
    );
  });

  it('cannot be sent in a read-only session', async () => {
    await openBulk({ as: 'support', readOnly: true });
    expect(screen.getByRole('button', { name: 'Review change' })).toBeDisabled();
  });

  it('reads in Swedish', async () => {
    const { user } = await openBulk({ language: 'sv' });
    expect(
      screen.getByRole('heading', { name: 'DNS-ändringar i flera domäner' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Granska ändringen' }));
    expect(await screen.findByText('Välj minst en domän.')).toBeInTheDocument();
  });
});
