import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ActionGate } from '../../api/core/common';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { Button } from './button';
import { GatedButton, GatedButtonRow } from './gated-button';

const allowed: ActionGate = { allowed: true, reason: null };
const readOnlyReason = 'Read-only session: changes are turned off.';

describe('GatedButtonRow', () => {
  it('puts the reasons after the row’s buttons, each still its own button’s description', () => {
    signInAs('owner');
    renderWithProviders(
      <GatedButtonRow>
        <GatedButton gate={{ allowed: false, reason: 'The server is not running.' }}>
          Shut down
        </GatedButton>
        <GatedButton gate={{ allowed: false, reason: 'A change is running.' }}>
          Force stop
        </GatedButton>
      </GatedButtonRow>,
    );
    const shutdown = screen.getByRole('button', { name: 'Shut down' });
    const stop = screen.getByRole('button', { name: 'Force stop' });
    expect(shutdown).toHaveAccessibleDescription('The server is not running.');
    expect(stop).toHaveAccessibleDescription('A change is running.');
    const first = screen.getByText('The server is not running.');
    const second = screen.getByText('A change is running.');
    expect(first).toBeVisible();
    expect(second).toBeVisible();
    // The buttons are the row's own items (no wrapper as wide as a reason), and the reasons
    // come after all of them, each on a line of its own.
    const row = shutdown.parentElement;
    expect(stop.parentElement).toBe(row);
    expect(first.parentElement).toBe(row);
    expect(first).toHaveClass('order-1', 'basis-full');
    expect(second).toHaveClass('order-1', 'basis-full');
  });

  it('shows words two buttons share once, and each button keeps them as its description', () => {
    signInAs('support', { readOnly: true });
    renderWithProviders(
      <GatedButtonRow>
        <GatedButton gate={allowed}>Shut down</GatedButton>
        <GatedButton gate={allowed} variant="danger">
          Force stop
        </GatedButton>
      </GatedButtonRow>,
    );
    for (const name of ['Shut down', 'Force stop']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(readOnlyReason);
    }
    const said = screen.getAllByText(readOnlyReason);
    expect(said).toHaveLength(2);
    expect(said.filter((reason) => !reason.hidden)).toHaveLength(1);
    expect(said[0]).toBeVisible();
  });

  it('shows the second button’s reason again once the first one no longer says it', () => {
    signInAs('owner');
    const closed: ActionGate = { allowed: false, reason: 'The server is not running.' };
    let open: () => void = () => undefined;
    function Row() {
      const [first, setFirst] = useState(closed);
      open = () => setFirst(allowed);
      return (
        <GatedButtonRow>
          <Button>Refresh</Button>
          <GatedButton gate={first}>Shut down</GatedButton>
          <GatedButton gate={closed}>Force stop</GatedButton>
        </GatedButtonRow>
      );
    }
    renderWithProviders(<Row />);
    expect(screen.getAllByText('The server is not running.')[1]).not.toBeVisible();
    act(() => open());
    expect(screen.getByRole('button', { name: 'Shut down' })).toBeEnabled();
    expect(screen.getByText('The server is not running.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Force stop' })).toHaveAccessibleDescription(
      'The server is not running.',
    );
  });

  it('leaves a button outside a row with its reason under it, as before', () => {
    signInAs('owner');
    renderWithProviders(
      <GatedButton gate={{ allowed: false, reason: 'Registry lock is on.' }}>
        Change nameservers
      </GatedButton>,
    );
    const reason = screen.getByText('Registry lock is on.');
    expect(reason).toHaveClass('max-w-xs');
    expect(reason).not.toHaveClass('basis-full');
    expect(reason.parentElement).toBe(
      screen.getByRole('button', { name: 'Change nameservers' }).parentElement,
    );
    expect(reason.parentElement).toHaveClass('inline-flex', 'flex-col');
  });
});
