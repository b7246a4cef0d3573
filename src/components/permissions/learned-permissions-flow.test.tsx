import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';

describe('permissions the panel learns', () => {
  it('turns off a second action needing the scope a refused change lacked, and offers read-only', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01', { as: 'support' });
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Shut down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shut down web-01?' });
    await user.click(within(dialog).getByRole('button', { name: 'Shut down' }));

    expect(
      await within(dialog).findByText('This key cannot shut down or stop servers'),
    ).toBeVisible();
    const stop = within(power).getByRole('button', { name: 'Force stop', hidden: true });
    expect(stop).toBeDisabled();
    expect(stop).toHaveAccessibleDescription('This key cannot shut down or stop servers.');
    // Rebuild needs other scopes: still offered until the API refuses it too.
    const rebuild = screen.getByRole('region', { name: 'Rebuild', hidden: true });
    expect(within(rebuild).getByRole('button', { name: 'Rebuild…', hidden: true })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Switch to read-only' }));
    expect(await screen.findByText(/nothing can be changed/i)).toBeVisible();
  });

  it('says so in Swedish', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01', { as: 'support', language: 'sv' });
    const power = await screen.findByRole('region', { name: 'Ström' });
    await user.click(within(power).getByRole('button', { name: 'Stäng av' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stäng av' }));
    expect(
      await within(dialog).findByText('Den här nyckeln kan inte stänga av eller stoppa servrar'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Byt till skrivskyddat' })).toBeVisible();
  });

  it('says plainly that the team key cannot read billing', async () => {
    renderApp('/billing', { as: 'team' });
    expect(await screen.findByText('This key cannot see billing')).toBeVisible();
    expect(screen.getByText(/has no access to this part of the account/)).toBeVisible();
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to read-only' })).not.toBeInTheDocument();
  });

  it('lists what it learned in the account menu, and Forget offers the action again', async () => {
    const user = userEvent.setup();
    renderApp('/vps/vps_web01', { as: 'support' });
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Force stop' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cut the power' }));
    await within(dialog).findByText('This key cannot shut down or stop servers');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(power).getByRole('button', { name: 'Shut down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Account' }));
    const learned = await screen.findByRole('region', { name: 'What this key cannot do' });
    expect(screen.getByText('Can make some changes')).toBeVisible();
    expect(screen.queryByText('Can make changes')).not.toBeInTheDocument();
    await user.click(
      within(learned).getByRole('button', { name: 'Forget: shut down or stop servers' }),
    );
    expect(learned).toHaveTextContent('Nothing learned yet');
    expect(screen.getByText('Can make changes')).toBeVisible();
    expect(within(power).getByRole('button', { name: 'Shut down' })).toBeEnabled();
  });
});
