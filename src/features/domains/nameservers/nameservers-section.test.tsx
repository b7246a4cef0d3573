import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockServer } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import { renderApp } from '../../../test/render';
import { holdJobs, mockState } from '../../../test/session';
import { sentence } from '../../../test/sentence';

const nameserverPosts = () =>
  mockState().requests.filter(
    (entry) => entry.method === 'POST' && entry.path.endsWith('/nameservers'),
  );

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openSection(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  // The first render loads the area's lazy chunk, which can take a while on a busy machine.
  const section = await screen.findByRole('region', { name: 'Nameservers' });
  await within(section).findByRole('table', { name: 'Current nameservers' });
  return section;
}

async function startEditing(section: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(section).getByRole('button', { name: 'Change nameservers' }));
  return within(section).getByRole('form', { name: 'New nameservers' });
}

async function typeInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  if (text !== '') await user.type(field, text);
}

describe('nameservers section', () => {
  it('shows the current nameservers with their glue and whether they are ours', async () => {
    const section = await openSection('/domains/dom_kaffe03');
    const table = within(section).getByRole('table', { name: 'Current nameservers' });
    expect(
      within(table).getByRole('row', { name: /ns1\.kaffekoppen\.se 192\.0\.2\.53/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /ns3\.hosting-partner\.example Not needed/ }),
    ).toBeInTheDocument();
    expect(within(section).getByText('External nameservers')).toBeInTheDocument();
  });

  it('explains the registry lock and keeps the change button disabled with its reason', async () => {
    const section = await openSection('/domains/dom_nordic02');
    expect(within(section).getByText('Our managed nameservers')).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Change nameservers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /The registry lock is on. Removing it needs support/,
    );
    expect(within(section).getByText('Registry lock is on')).toBeInTheDocument();
  });

  it('saves external nameservers with one POST, leaving empty rows out', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns1.example.net');
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), '');
    await typeInto(user, within(form).getByLabelText('Nameserver 3'), 'NS2.Example.net');
    await user.dblClick(within(form).getByRole('button', { name: 'Save nameservers' }));

    expect(
      await within(notifications()).findByText('Nameservers of aurora-bakery.se saved'),
    ).toBeInTheDocument();
    expect(nameserverPosts()).toHaveLength(1);
    expect(nameserverPosts()[0]?.body).toEqual({
      nameservers: ['ns1.example.net', 'ns2.example.net'],
    });
    const table = await within(section).findByRole('table', { name: 'Current nameservers' });
    expect(await within(table).findByText(sentence('ns2.example.net'))).toBeInTheDocument();
  });

  it('asks before leaving with nameservers typed but not saved; staying keeps them', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns1.example.net');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await user.click(within(crumbs).getByRole('link', { name: 'Domains' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('1 change: Nameservers');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(within(form).getByLabelText('Nameserver 1')).toHaveValue('ns1.example.net');

    await user.click(within(crumbs).getByRole('link', { name: 'Domains' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(nameserverPosts()).toHaveLength(0);
  });

  it('keeps keyboard focus on the rows when one is removed: the next row, else the add button', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    expect(within(form).getAllByRole('button', { name: /Remove nameserver/ })).toHaveLength(4);
    await typeInto(user, within(form).getByLabelText('Nameserver 3'), 'ns3.example.net');
    within(form).getByRole('button', { name: 'Remove nameserver 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(form).getByLabelText('Nameserver 2')).toHaveValue('ns3.example.net');
    expect(within(form).getByRole('button', { name: 'Remove nameserver 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Two rows are the least: their remove buttons are gone.
    expect(
      within(form).queryByRole('button', { name: /Remove nameserver/ }),
    ).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add a nameserver' })).toHaveFocus();
  });

  it('sends nothing while a hostname is invalid or fewer than two are given', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns_1.example.net');
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), '');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));

    expect(await within(form).findByText('Not a valid hostname.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nameserver 1')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter at least two nameservers.');
    expect(nameserverPosts()).toHaveLength(0);
  });

  it('asks for glue only for a nameserver inside the domain, and sends it aligned by index', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_fjall08');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns.example.net');
    expect(within(form).queryByLabelText('Glue IP for nameserver 1')).not.toBeInTheDocument();
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), 'ns2.fjallstugan.nu');
    const glue = within(form).getByLabelText('Glue IP for nameserver 2');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));
    expect(
      await within(form).findByText(
        'This nameserver lies inside the domain, so it needs a glue IP address.',
      ),
    ).toBeInTheDocument();
    expect(nameserverPosts()).toHaveLength(0);

    await user.type(glue, '2001:db8::2');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));
    await within(notifications()).findByText('Nameservers of fjallstugan.nu saved');
    expect(nameserverPosts()[0]?.body).toEqual({
      nameservers: ['ns.example.net', 'ns2.fjallstugan.nu'],
      nsips: ['', '2001:db8::2'],
    });
  });

  it('offers to send a failed switch again, after confirmation, with the same body', async () => {
    mockState().scenario = 'job-failing';
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_granit07');
    const form = await startEditing(section, user);
    await user.click(within(form).getByRole('button', { name: 'Use our nameservers' }));
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));

    const again = await within(section).findByRole('button', {
      name: 'Try again: Switch granit-it.se to managed nameservers',
    });
    expect(nameserverPosts()).toHaveLength(1);
    await user.click(again);
    const dialog = await screen.findByRole('dialog', {
      name: 'Send “Switch granit-it.se to managed nameservers” again?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(nameserverPosts()).toHaveLength(2));
    expect(nameserverPosts()[1]?.body).toEqual(nameserverPosts()[0]?.body);
  });

  it('switches to the managed pair as a tracked job and blocks further changes while it runs', async () => {
    const releaseJobs = holdJobs();
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_granit07');
    const form = await startEditing(section, user);
    await user.click(within(form).getByRole('button', { name: 'Use our nameservers' }));
    expect(within(form).getByText(/These are our managed nameservers/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));

    expect(
      await within(notifications()).findByText(
        'The switch of granit-it.se to our nameservers has started',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(sentence('Switch granit-it.se to managed nameservers')),
    ).toBeInTheDocument();
    expect(nameserverPosts()[0]?.body).toEqual({
      nameservers: ['ns1.panel-dns.example', 'ns2.panel-dns.example'],
    });
    expect(within(section).getByRole('button', { name: 'Change nameservers' })).toBeDisabled();
    releaseJobs();
    // Once the job has finished, the notice no longer says it has started.
    expect(
      await within(notifications()).findByText(
        'The switch of granit-it.se to our nameservers is done',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has started/)).not.toBeInTheDocument();
  });

  it('stops adding rows at 13 nameservers and says why', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_kaffe03');
    const form = await startEditing(section, user);
    const add = within(form).getByRole('button', { name: 'Add a nameserver' });
    while (!(add as HTMLButtonElement).disabled) await user.click(add);
    expect(within(form).getAllByRole('listitem')).toHaveLength(13);
    expect(add).toHaveAccessibleDescription('Registries take at most 13 nameservers.');
  });

  it('says the registry lock needs support and has the details ready to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const section = await openSection('/domains/dom_nordic02');
    expect(within(section).getByText(/Removing the lock needs support/)).toBeInTheDocument();
    expect(within(section).queryByText(/Ask support to remove/)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy details for support' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('dom_nordic02'));
  });

  it('puts a server field error on the row it came from, skipping empty rows', async () => {
    mockServer.use(
      http.post('*/api/v2/domains/:id/nameservers', () =>
        problem({
          status: 400,
          code: 'invalid_request',
          detail: 'Validation failed.',
          errors: [
            {
              pointer: '/nameservers/1',
              detail: 'This host does not answer DNS.',
              code: 'lame_delegation',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns1.example.net');
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), '');
    await typeInto(user, within(form).getByLabelText('Nameserver 3'), 'ns2.example.net');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));

    const third = within(form).getByLabelText('Nameserver 3');
    expect(await within(form).findByText('This host does not answer DNS.')).toBeInTheDocument();
    expect(third).toHaveAttribute('aria-invalid', 'true');
    expect(third).toHaveFocus();
    expect(third).toHaveValue('ns2.example.net');
  });

  it('explains a registry lock that the server reports on save', async () => {
    mockServer.use(
      http.post('*/api/v2/domains/:id/nameservers', () =>
        problem({
          status: 409,
          code: 'registry_lock_unlock_required',
          detail: 'Registry lock must be removed first.',
          extra: {
            actions: { canChangeNameservers: { allowed: false, reason: 'Registry lock is on.' } },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01');
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns1.example.net');
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), 'ns2.example.net');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));

    expect(
      await within(form).findByText('Registry lock must be removed first.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Registry lock is on')).toBeInTheDocument();
    expect(within(form).getByText('registry_lock_unlock_required')).toBeInTheDocument();
  });

  it('shows the missing scope when a read-only key tries to save', async () => {
    const user = userEvent.setup();
    const section = await openSection('/domains/dom_aurora01', { as: 'support' });
    const form = await startEditing(section, user);
    await typeInto(user, within(form).getByLabelText('Nameserver 1'), 'ns1.example.net');
    await typeInto(user, within(form).getByLabelText('Nameserver 2'), 'ns2.example.net');
    await user.click(within(form).getByRole('button', { name: 'Save nameservers' }));
    expect(await within(form).findByText('Missing permission: write:domains')).toBeInTheDocument();
  });

  it('offers no change in a read-only session', async () => {
    const section = await openSection('/domains/dom_aurora01', { readOnly: true });
    const button = within(section).getByRole('button', { name: 'Change nameservers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Read-only session: changes are turned off.');
  });

  it('speaks Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/domains/dom_aurora01', { language: 'sv' });
    const section = await screen.findByRole('region', { name: 'Namnservrar' });
    await within(section).findByRole('table', { name: 'Nuvarande namnservrar' });
    await user.click(within(section).getByRole('button', { name: 'Byt namnservrar' }));
    const form = within(section).getByRole('form', { name: 'Nya namnservrar' });
    await typeInto(user, within(form).getByLabelText('Namnserver 1'), 'ns1 example');
    await user.click(within(form).getByRole('button', { name: 'Spara namnservrar' }));
    expect(await within(form).findByText('Inte ett giltigt värdnamn.')).toBeInTheDocument();
  });
});
