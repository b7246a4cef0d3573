import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';
import { mockState } from '../../../test/session';

const settingsRequests = () =>
  mockState()
    .requests.filter((entry) => entry.path.endsWith('/mail-settings'))
    .map((entry) => entry.search);

async function openSettings(
  path = '/hosting/acct_aurora01/mail-settings',
  options: Parameters<typeof renderApp>[1] = {},
) {
  renderApp(path, options);
  return screen.findByRole('region', {
    name: options.language === 'sv' ? 'Inställningar för e-postprogram' : 'Mail client settings',
  });
}

describe('mail client settings', () => {
  it('shows the primary domain’s servers, both SMTP ports and the username rule', async () => {
    const section = await openSettings();
    const table = await within(section).findByRole('table', { name: 'Mail servers' });
    expect(
      within(table).getByRole('row', {
        name: /Incoming IMAP cp12\.webhost-panel\.example .* 993 SSL\/TLS/,
      }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Incoming POP3 .* 995 SSL\/TLS/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Outgoing SMTP .* 465 SSL\/TLS/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Outgoing SMTP .* 587 STARTTLS/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Your full email address, for example info@aurora-bakery.se'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        /only if the certificate of aurora-bakery\.se covers mail\.aurora-bakery\.se/,
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: /Open webmail in the browser/ }),
    ).toHaveAttribute('href', 'https://cp12.webhost-panel.example:2096/');
    expect(within(section).getByText(/Choose IMAP to keep mail in sync/)).toBeInTheDocument();
    expect(settingsRequests()).toEqual(['?domain=aurora-bakery.se']);
  });

  it('switches to another domain of the account, IDN included', async () => {
    const user = userEvent.setup();
    const section = await openSettings();
    await within(section).findByRole('table', { name: 'Mail servers' });
    await user.selectOptions(within(section).getByLabelText('Domain'), 'malmö-cykel.se');
    expect(
      await within(section).findByRole('heading', { name: 'Settings for malmö-cykel.se' }),
    ).toBeInTheDocument();
    expect(within(section).getByText(/covers mail\.xn--malm-cykel-hcb\.se/)).toBeInTheDocument();
    expect(settingsRequests().at(-1)).toBe('?domain=malm%C3%B6-cykel.se');
  });

  it('explains a domain that is not on the account', async () => {
    const section = await openSettings(
      '/hosting/acct_aurora01/mail-settings?domain=fjallstugan.nu',
    );
    expect(
      await within(section).findByText(/Choose a domain that is hosted on this account/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('domain_not_owned');
  });

  it('explains the free move for an account on the previous platform', async () => {
    const section = await openSettings('/hosting/acct_legacy03/mail-settings');
    expect(await within(section).findByText(/The move costs nothing/)).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('account_not_eligible_cpanel');
    expect(within(section).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is open to the support key', async () => {
    const section = await openSettings('/hosting/acct_aurora01/mail-settings', { as: 'support' });
    expect(await within(section).findByRole('table', { name: 'Mail servers' })).toBeInTheDocument();
  });

  it('reads in Swedish', async () => {
    const section = await openSettings('/hosting/acct_aurora01/mail-settings', { language: 'sv' });
    const table = await within(section).findByRole('table', { name: 'E-postservrar' });
    expect(
      within(table).getByRole('row', { name: /Utgående SMTP .* 587 STARTTLS/ }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Hela din e-postadress, till exempel info@aurora-bakery.se'),
    ).toBeInTheDocument();
  });

  it('says once that the notes are the server’s English words, on a Swedish page', async () => {
    const section = await openSettings('/hosting/acct_aurora01/mail-settings', { language: 'sv' });
    const heading = await within(section).findByRole('heading', {
      name: 'Bra att veta (från servern, på engelska)',
    });
    const list = within(heading.parentElement as HTMLElement).getByRole('list');
    expect(list).toHaveAttribute('lang', 'en');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent(
      /^Choose IMAP to keep mail in sync on several devices; POP3 downloads it to one device\.$/,
    );
    expect(list).not.toHaveTextContent(/Från servern/);
  });
});
