import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { GatedButton } from './gated-button';

describe('GatedButton', () => {
  it('works when the gate allows it', async () => {
    signInAs('owner');
    const onClick = vi.fn();
    renderWithProviders(
      <GatedButton gate={{ allowed: true, reason: null }} onClick={onClick}>
        Shut down
      </GatedButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Shut down' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled with the server reason visible and announced', () => {
    signInAs('owner');
    renderWithProviders(
      <GatedButton gate={{ allowed: false, reason: 'Registry lock is on.' }}>
        Change nameservers
      </GatedButton>,
    );
    const button = screen.getByRole('button', { name: 'Change nameservers' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Registry lock is on.');
    expect(screen.getByText('Registry lock is on.')).toBeVisible();
  });

  it('keeps focus while its request is in flight, and does nothing when pressed again', async () => {
    signInAs('owner');
    const user = userEvent.setup();
    const sent = vi.fn();
    function Sending() {
      const [pending, setPending] = useState(false);
      return (
        <GatedButton
          gate={{ allowed: true, reason: null }}
          pending={pending}
          onClick={() => {
            sent();
            setPending(true);
          }}
        >
          Check now
        </GatedButton>
      );
    }
    renderWithProviders(<Sending />);
    const button = screen.getByRole('button', { name: 'Check now' });
    await user.click(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('is not offered at all when the gate is missing', () => {
    signInAs('owner');
    renderWithProviders(<GatedButton gate={undefined}>Rebuild</GatedButton>);
    expect(screen.queryByRole('button', { name: 'Rebuild' })).not.toBeInTheDocument();
  });

  it('holds its place, off and without a reason, while the read that brings its gate is coming', () => {
    signInAs('owner');
    renderWithProviders(
      <GatedButton gate={undefined} waiting>
        Change nameservers
      </GatedButton>,
    );
    const button = screen.getByRole('button', { name: 'Change nameservers' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAccessibleDescription();
  });

  it('says why in a read-only session, even when the server allows it', () => {
    signInAs('support', { readOnly: true });
    renderWithProviders(<GatedButton gate={{ allowed: true, reason: null }}>Delete</GatedButton>, {
      language: 'sv',
    });
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Skrivskyddad session: ändringar är avstängda.');
  });

  it('takes a reason of the panel’s own, such as an operation running', () => {
    signInAs('owner');
    renderWithProviders(
      <GatedButton gate={{ allowed: true, reason: null }} blockedReason="A shutdown is running.">
        Stop
      </GatedButton>,
    );
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription(
      'A shutdown is running.',
    );
  });

  it('names the running job where the server only says a change is running', () => {
    signInAs('owner');
    const closed = {
      allowed: false,
      reason: 'Another operation is running.',
      code: 'operation_in_progress',
    };
    renderWithProviders(
      <>
        <GatedButton gate={closed} blockedReason="A shutdown is in progress.">
          Rebuild
        </GatedButton>
        <GatedButton gate={closed}>Change firmware</GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Rebuild' })).toHaveAccessibleDescription(
      'A shutdown is in progress.',
    );
    expect(screen.getByRole('button', { name: 'Change firmware' })).toHaveAccessibleDescription(
      'Another operation is running.',
    );
  });
});
