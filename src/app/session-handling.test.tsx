import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getApiKey } from '../api/core/session-store';
import { operationsStore } from '../components/operations/operations-store';
import { mockServer } from '../mocks/node';
import { problem } from '../mocks/problem';
import { operationRecord } from '../test/operations';
import { renderApp } from '../test/render';
import { mockState } from '../test/session';

describe('signing in and out', () => {
  it('signs in with a demo key, keeping it out of storage unless remembered', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in', { as: null });
    const field = await screen.findByLabelText('API key');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    await user.type(field, 'demo_owner_key');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('demo_owner_key');
  });

  it('says so when the key field is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in', { as: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your API key.')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveFocus();
    expect(mockState().requests).toHaveLength(0);
  });

  it('refuses a key with an invisible character before sending, and the message goes as it is fixed', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in', { as: null });
    const field = await screen.findByLabelText('API key');
    await user.type(field, 'demo_owner\u200bkey');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field).toHaveAccessibleDescription(/holds a character no API key has/);
    expect(field).toHaveFocus();
    expect(mockState().requests).toHaveLength(0);
    await user.clear(field);
    expect(screen.queryByText(/holds a character no API key has/)).toBeNull();
  });

  it('puts focus on the key field, with its error, when the key is refused', async () => {
    const user = userEvent.setup();
    renderApp('/sign-in', { as: null });
    const field = await screen.findByLabelText('API key');
    await user.type(field, 'not_a_key');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('The API key was not accepted. Check it and try again.'),
    ).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/The API key was not accepted/);
  });

  it('puts focus on the alert when the API could not be reached', async () => {
    mockServer.use(http.get('*/api/v2/domains', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/sign-in', { as: null });
    await user.type(await screen.findByLabelText('API key'), 'demo_owner_key');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('on 401 from parallel requests forgets the key, clears the cache and returns to sign-in once', async () => {
    operationsStore.add(operationRecord(Date.now()));
    mockServer.use(
      http.get('*/api/v2/domains', () =>
        problem({ status: 401, code: 'unauthorized', detail: 'Key revoked.' }),
      ),
    );
    const { router, queryClient } = renderApp('/domains');
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(state.location.pathname));
    expect(
      await screen.findByText(/Your session ended because the API answered 401/),
    ).toBeInTheDocument();
    expect(getApiKey()).toBeNull();
    expect(sessionStorage.getItem('panel.session')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(navigations.filter((path) => path === '/sign-in')).toHaveLength(1);
    // The operations the session followed are forgotten with it.
    await waitFor(() => expect(operationsStore.getSnapshot()).toEqual([]));
  });

  it('on 403 keeps the session and says which permission is missing, with the code', async () => {
    renderApp('/billing', { as: 'team' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This API key lacks the scope read:billing.');
    expect(alert).toHaveTextContent('forbidden');
    expect(alert).toHaveTextContent(/req_/);
    expect(getApiKey()).toBe('demo_team_key');
  });

  it('signs out, forgetting the key', async () => {
    const user = userEvent.setup();
    renderApp('/domains');
    await screen.findByRole('table', { name: 'Domains' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the control panel' }),
    ).toBeInTheDocument();
    expect(getApiKey()).toBeNull();
  });

  it('shows the rate limit and counts down while retrying', async () => {
    const { resetMockState } = await import('../mocks/state');
    resetMockState('rate-limited');
    renderApp('/domains');
    expect(
      await screen.findByText(/Too many requests. The panel will try again in \d s/),
    ).toBeInTheDocument();
  });
});
