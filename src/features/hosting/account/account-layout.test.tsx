import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render';

describe('hosting account page', () => {
  it('opens from the list and shows the overview with every domain and its kind', async () => {
    const user = userEvent.setup();
    renderApp('/hosting');
    await user.click(await screen.findByRole('link', { name: 'aurora-bakery' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'aurora-bakery' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const domains = within(screen.getByRole('region', { name: 'Domains' })).getByRole('table', {
      name: 'Domains on the account',
    });
    expect(
      within(domains).getByRole('row', { name: 'malmö-cykel.se Addon domain' }),
    ).toBeInTheDocument();
    expect(
      within(domains).getByRole('row', { name: 'aurora-bakery.com Parked domain' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This account is suspended')).not.toBeInTheDocument();
  });

  it('moves between sections with the section links', async () => {
    const user = userEvent.setup();
    renderApp('/hosting/acct_aurora01');
    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    await user.click(within(nav).getByRole('link', { name: 'Database backups' }));
    expect(await screen.findByRole('region', { name: 'Database backups' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Database backups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('warns that a suspended account cannot use webmail, keys or restores', async () => {
    renderApp('/hosting/acct_paused02');
    expect(await screen.findByText('This account is suspended')).toBeInTheDocument();
    expect(
      screen.getByText(/Webmail, SSH key import and database restores are unavailable/),
    ).toBeInTheDocument();
  });

  it('explains the free move off the previous platform', async () => {
    renderApp('/hosting/acct_legacy03');
    expect(await screen.findByText('This account is on our previous platform')).toBeInTheDocument();
    expect(
      screen.getByText(/Support moves the account for you free of charge/),
    ).toBeInTheDocument();
  });

  it("says another customer's account is not found, without a retry", async () => {
    renderApp('/hosting/acct_foreign99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hosting account not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('not_found');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('reads in Swedish', async () => {
    renderApp('/hosting/acct_legacy03', { language: 'sv' });
    expect(await screen.findByText('Kontot ligger på vår tidigare plattform')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Kontots delar' });
    expect(
      within(nav).getByRole('link', { name: 'Inställningar för e-postprogram' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Domäner på kontot' })).getByText('Huvuddomän'),
    ).toBeInTheDocument();
  });
});
