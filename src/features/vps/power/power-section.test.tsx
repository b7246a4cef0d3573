import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdJobs, mockState } from '../../../test/session';
import { renderApp } from '../../../test/render';
import { refuseFields } from '../../../test/refuse-fields';

const powerRequests = () =>
  mockState().requests.filter(
    (request) => request.method === 'POST' && /actions\/(shutdown|stop)$/.test(request.path),
  );

async function openPower(path = '/vps/vps_web01', options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  return screen.findByRole('region', { name: 'Power' });
}

describe('power', () => {
  it('asks before shutting down and sends one graceful shutdown, even on a double click', async () => {
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shut down web-01?' });
    expect(dialog).toHaveTextContent('Everything running on web-01 stops');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Shut down' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(powerRequests()).toEqual([
      expect.objectContaining({ path: '/api/v2/vps/vps_web01/actions/shutdown', body: {} }),
    ]);
    expect(
      await screen.findByRole('progressbar', { name: /Shut down web-01/ }),
    ).toBeInTheDocument();
  });

  it('holds back conflicting actions while the shutdown runs, but still allows forcing the power off', async () => {
    holdJobs();
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Shut down' }),
    );

    await waitFor(() =>
      expect(within(power).getByRole('button', { name: 'Shut down' })).toBeDisabled(),
    );
    // Each part of the page learns of the running job on its own render: wait for each.
    expect(await within(power).findByText(/shutdown is in progress/i)).toBeInTheDocument();
    expect(within(power).getByRole('button', { name: 'Force stop' })).toBeEnabled();
    const rebuild = await screen.findByRole('region', { name: 'Rebuild' });
    await waitFor(() =>
      expect(within(rebuild).getByRole('button', { name: 'Rebuild…' })).toBeDisabled(),
    );

    await user.click(within(power).getByRole('button', { name: 'Force stop' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Force stop web-01?' })).getByRole(
        'button',
        { name: 'Cut the power' },
      ),
    );
    await waitFor(() =>
      expect(powerRequests().map((request) => request.path)).toEqual([
        '/api/v2/vps/vps_web01/actions/shutdown',
        '/api/v2/vps/vps_web01/actions/stop',
      ]),
    );
  });

  it('opens the shutdown dialog on Cancel, not on the checkbox one Space would tick', async () => {
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('sends force when asked to cut the power of an unresponsive server', async () => {
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Cut the power if the server does not respond'));
    await user.click(within(dialog).getByRole('button', { name: 'Shut down' }));
    await waitFor(() =>
      expect(powerRequests()).toEqual([expect.objectContaining({ body: { force: true } })]),
    );
  });

  it('says plainly what a forced stop does and sends it without a body', async () => {
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Force stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force stop web-01?' });
    expect(dialog).toHaveTextContent('like pulling the plug');
    await user.click(within(dialog).getByRole('button', { name: 'Cut the power' }));
    await waitFor(() =>
      expect(powerRequests()).toEqual([
        expect.objectContaining({ path: '/api/v2/vps/vps_web01/actions/stop', body: undefined }),
      ]),
    );
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Force stop' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(powerRequests()).toEqual([]);
  });

  it('shows the server’s reason when a stopped server cannot be shut down', async () => {
    const power = await openPower('/vps/vps_build03');
    expect(within(power).getByRole('button', { name: 'Shut down' })).toBeDisabled();
    expect(within(power).getAllByText('The server is not running.')).toHaveLength(2);
  });

  it('turns the buttons off in a read-only session', async () => {
    const power = await openPower('/vps/vps_web01', { as: 'support', readOnly: true });
    expect(within(power).getByRole('button', { name: 'Shut down' })).toBeDisabled();
    expect(within(power).getAllByText('Read-only session: changes are turned off.')).toHaveLength(
      2,
    );
  });

  it.each([
    {
      language: 'en' as const,
      words: { section: 'Power', shutDown: 'Shut down', force: /^Cut the power/ },
      shown: '/force: Forcing is paused while a backup runs.',
    },
    {
      language: 'sv' as const,
      words: { section: 'Ström', shutDown: 'Stäng av', force: /^Bryt strömmen/ },
      shown: '/force: Från servern (på engelska): Forcing is paused while a backup runs.',
    },
  ])(
    'lists what the server said about a field the dialog has no input for ($language)',
    async ({ language, words, shown }) => {
      refuseFields('post', '*/api/v2/vps/:id/actions/shutdown', [
        {
          pointer: '/force',
          detail: 'Forcing is paused while a backup runs.',
          code: 'force_paused',
        },
      ]);
      const user = userEvent.setup();
      renderApp('/vps/vps_web01', { language });
      const power = await screen.findByRole('region', { name: words.section });
      await user.click(within(power).getByRole('button', { name: words.shutDown }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('checkbox', { name: words.force }));
      await user.click(within(dialog).getByRole('button', { name: words.shutDown }));
      expect(await within(dialog).findByRole('listitem')).toHaveTextContent(shown);
      expect(within(dialog).getByRole('alert')).toHaveTextContent('invalid_request');
      expect(within(dialog).getByRole('checkbox', { name: words.force })).toBeChecked();
    },
  );

  it('explains a missing permission inside the dialog', async () => {
    const user = userEvent.setup();
    const power = await openPower('/vps/vps_web01', { as: 'support' });
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Shut down' }));
    expect(await within(dialog).findByText('Missing permission: power:vm')).toBeInTheDocument();
    expect(mockState().vps.servers.find((server) => server.id === 'vps_web01')?.status).toBe(
      'running',
    );
  });

  it('shows the server stopped once the job completes', async () => {
    const releaseJobs = holdJobs();
    const user = userEvent.setup();
    const power = await openPower();
    await user.click(within(power).getByRole('button', { name: 'Force stop' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cut the power' }),
    );
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(await within(overview).findByText('Stopping')).toBeInTheDocument();
    releaseJobs();
    expect(await within(overview).findByText('Stopped')).toBeInTheDocument();
    expect(within(power).getByRole('button', { name: 'Force stop' })).toBeDisabled();
  }, 20_000);
});
