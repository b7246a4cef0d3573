import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { resetMockState } from '../../../mocks/state';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';
import { DiffList } from '../zone-file/diff-list';
import { planRecords } from '../zone-file/zone-import-plan';
import { replacedBy, sharedMailRecords } from './mail-presets';
import { sentence } from '../../../test/sentence';

async function showGoogleChanges(language: 'en' | 'sv') {
  const en = language === 'en';
  const user = userEvent.setup();
  renderApp('/dns/zone_fjall08', { language });
  await user.click(
    await screen.findByRole('button', { name: en ? 'Several domains…' : 'Flera domäner…' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: en ? 'Mail setup for several domains' : 'E-postinställning för flera domäner',
  });
  await user.click(within(dialog).getByRole('radio', { name: 'Google Workspace' }));
  await user.click(
    within(dialog).getByRole('button', { name: en ? 'Show the changes' : 'Visa ändringarna' }),
  );
  return within(dialog).findByRole('list', {
    name: en ? 'Changes to fjallstugan.nu' : 'Ändringar i fjallstugan.nu',
  });
}

/** Google Workspace for fjallstugan.nu alone, shown and queued as one job. */
async function queueGoogleForFjallstugan() {
  const user = userEvent.setup();
  renderApp('/dns/zone_fjall08');
  await user.click(await screen.findByRole('button', { name: 'Several domains…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mail setup for several domains' });
  await user.click(within(dialog).getByRole('radio', { name: 'Google Workspace' }));
  await user.click(within(dialog).getByRole('button', { name: 'Show the changes' }));
  await user.click(
    await within(dialog).findByRole('button', { name: 'Queue one job for 1 domain' }),
  );
  return { user, dialog };
}

// The bulk job sends the preset's records without a TTL, so the server's default applies to them.
describe('a mail preset for several domains', () => {
  it("shows each record sent with the server's default TTL beside the TTL it has now", async () => {
    const changes = await showGoogleChanges('en');
    expect(changes).toHaveTextContent("@ MX 1 smtp.google.com (TTL: the server's default)");
    expect(changes).toHaveTextContent('Now: 10 mx1.mail.example.net (TTL 3600)');
  });

  it("says the server's default TTL in Swedish", async () => {
    const changes = await showGoogleChanges('sv');
    expect(changes).toHaveTextContent('@ MX 1 smtp.google.com (TTL: serverns standardvärde)');
    expect(changes).toHaveTextContent('Nu: 10 mx1.mail.example.net (TTL 3600)');
  });

  it('shows the TTL a record the zone already has will lose when the job sends it again', () => {
    const zone: DnsZoneDetail = {
      id: 'zone_x',
      name: 'example.se',
      recordCount: 1,
      emailForwarding: false,
      records: [
        {
          id: 'drr_mx',
          type: 'MX',
          name: 'example.se',
          value: 'smtp.google.com',
          ttl: 3600,
          priority: 1,
          proxied: false,
        },
      ],
    };
    const records = sharedMailRecords('google');
    render(
      <DiffList
        zone={zone}
        plan={planRecords(zone, records, replacedBy(records, zone.name))}
        sentWithoutTtl
      />,
    );
    const mx = within(screen.getByRole('list', { name: 'Changes to example.se' }))
      .getByText(/MX 1 smtp\.google\.com/)
      .closest('li');
    expect(mx).toHaveTextContent(
      "Unchanged@ MX 1 smtp.google.com (TTL: the server's default)Now: 1 smtp.google.com (TTL 3600)",
    );
  });

  it('leaves out a domain whose email forwarding refuses the root MX, and says so', async () => {
    const user = userEvent.setup();
    renderApp('/dns/zone_kaffe03');
    await user.click(await screen.findByRole('button', { name: 'Several domains…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail setup for several domains' });
    await user.click(within(dialog).getByRole('radio', { name: 'Google Workspace' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'fjallstugan.nu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show the changes' }));
    expect(
      await within(dialog).findByText(
        sentence(
          'Email forwarding is on, so their root MX records cannot be set; left out: kaffekoppen.se',
        ),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Changes to fjallstugan.nu' })).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Changes to kaffekoppen.se' })).toBeNull();
    // Close first, the main action last, as in every dialog of the panel.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const queue = within(dialog).getByRole('button', { name: 'Queue one job for 1 domain' });
    expect(close.compareDocumentPosition(queue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(queue);
    await expect
      .poll(() => mockState().requests.find((request) => request.method === 'POST')?.body)
      .toMatchObject({ action: 'update', domainNames: ['fjallstugan.nu'] });
    expect(
      await within(dialog).findByText(/^The change was queued for 1 domain\. /),
    ).toBeInTheDocument();
  });

  it('after the server failed the job, keeps the provider and domains chosen to show and queue again', async () => {
    resetMockState('job-failing');
    const { user, dialog } = await queueGoogleForFjallstugan();
    const again = await within(dialog).findByRole('button', {
      name: 'Try again with the same change',
    });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(again);

    const show = within(dialog).getByRole('button', { name: 'Show the changes' });
    await waitFor(() => expect(show).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: 'Google Workspace' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'fjallstugan.nu' })).toBeChecked();
    const posts = () => mockState().requests.filter((request) => request.method === 'POST');
    expect(posts()).toHaveLength(1);

    await user.click(show);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Queue one job for 1 domain' }),
    );
    await within(dialog).findByText(/^The change was queued for 1 domain\. /);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.body).toEqual(posts()[0]?.body);
  });

  it('offers no second try for a job that completed', async () => {
    const { dialog } = await queueGoogleForFjallstugan();
    expect(await within(dialog).findByText('Completed')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Try again/ })).toBeNull();
  });
});
