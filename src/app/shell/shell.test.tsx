import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

const crumbs = (name = 'Breadcrumbs') => screen.getByRole('navigation', { name });

describe('the shell', () => {
  it('names a detail page by its subject in the breadcrumbs and the tab, in both languages', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01');
    await screen.findByRole('heading', { level: 1, name: 'web-01' });
    await waitFor(() => expect(document.title).toBe('web-01 · Servers · Control panel'));
    expect(within(crumbs()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs()).getByRole('link', { name: 'Servers' })).toHaveAttribute('href', '/vps');
    expect(within(crumbs()).getByText('web-01').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'sv');
    await waitFor(() => expect(document.title).toBe('web-01 · Servrar · Kontrollpanel'));
    expect(within(crumbs('Brödsmulor')).getByRole('link', { name: 'Servrar' })).toBeInTheDocument();
  });

  it('announces a new page and moves focus to it, but not on the first load', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    expect(screen.getByRole('main')).not.toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Billing' }));
    await waitFor(() => expect(live).toHaveTextContent('Billing · Control panel'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Billing · Control panel');
  });

  it('lists every area, with Home and Activity, in the main navigation', async () => {
    renderApp('/domains');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Home',
      'Domains',
      'DNS',
      'CDN',
      'Servers',
      'Shared hosting',
      'Billing',
      'Activity',
    ]);
    expect(within(nav).getByRole('link', { name: 'Domains' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks an area once the API refused this key a read there, in both languages', async () => {
    const { unmount } = renderApp('/billing', { as: 'team' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      await within(nav).findByRole('link', { name: 'Billing (this key may not view it)' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Domains' })).toBeInTheDocument();
    unmount();

    renderApp('/billing', { as: 'team', language: 'sv' });
    const swedish = await screen.findByRole('navigation', { name: 'Huvudnavigering' });
    expect(
      await within(swedish).findByRole('link', {
        name: 'Fakturor (den här nyckeln får inte visa den)',
      }),
    ).toBeInTheDocument();
  });

  it('says in the account menu that a support session is read-only; Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp('/hosting', { as: 'support', readOnly: true });
    const button = await screen.findByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Read-only')).toBeVisible();
    expect(screen.getByText('Every change is turned off and nothing is sent.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.getByText('Every change is turned off and nothing is sent.')).not.toBeVisible();
  });

  it('closes the account menu when focus leaves it, so it covers nothing focused', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    const button = await screen.findByRole('button', { name: 'Account' });
    await user.click(button);
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    signOut.focus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(signOut).not.toBeVisible();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('tells a session that can make changes so, without claiming full access', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Can make changes')).toBeVisible();
  });

  it('titles the sign-in page and the not-found page', async () => {
    renderApp('/sign-in', { as: null, language: 'sv' });
    await screen.findByRole('heading', { name: 'Logga in i kontrollpanelen' });
    await waitFor(() => expect(document.title).toBe('Logga in · Kontrollpanel'));
  });

  it('titles an address with nothing there', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Control panel'));
    const current = within(crumbs()).getByText('Page not found').closest('[aria-current]');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  describe('offline', () => {
    afterEach(() => act(() => onlineManager.setOnline(true)));

    it('says once for the whole page that what shows may be out of date, until back online', async () => {
      renderApp('/vps');
      expect(await screen.findByRole('table', { name: 'Servers' })).toBeInTheDocument();
      expect(screen.queryByText(/You are offline/)).toBeNull();
      act(() => onlineManager.setOnline(false));
      const said = screen
        .getAllByRole('status')
        .filter((status) => status.textContent?.startsWith('You are offline.'));
      expect(said).toHaveLength(1);
      expect(said[0]).toHaveTextContent(/may be out of date/);
      expect(screen.getByRole('table', { name: 'Servers' })).toBeInTheDocument();
      act(() => onlineManager.setOnline(true));
      expect(screen.queryByText(/You are offline/)).toBeNull();
    });

    it('says so in Swedish', async () => {
      renderApp('/vps', { language: 'sv' });
      await screen.findByRole('table', { name: 'Servrar' });
      act(() => onlineManager.setOnline(false));
      expect(screen.getByText(/^Du är offline\. Det du ser lästes tidigare/)).toBeVisible();
    });
  });
});
