import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../i18n/language-provider';
import { notify } from './toast-store';
import { ToasterHost } from './toaster-host';
import { useMarkFirstPaint } from '../routing/first-paint';

/** The first screen (the shell or sign-in, in the panel): the toaster waits for its paint. */
function FirstScreen() {
  useMarkFirstPaint();
  return null;
}

describe('toasts', () => {
  it('shows a notice given before the toaster chunk had loaded', async () => {
    notify({ kind: 'success', title: 'Record added', description: 'www A 192.0.2.1' });
    render(
      <LanguageProvider>
        <FirstScreen />
        <ToasterHost />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Record added')).toBeInTheDocument();
    expect(screen.getByText('www A 192.0.2.1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes a notice on its button, and keeps an error until then', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <FirstScreen />
        <ToasterHost />
      </LanguageProvider>,
    );
    await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify({ kind: 'error', title: 'Could not save' }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Could not save')).toBeInTheDocument();
    await user.click(within(region).getAllByRole('button', { name: 'Close notification' }).at(-1)!);
    expect(within(region).queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('puts focus back where it was when the toast that has it is closed, else on <main>', async () => {
    const user = userEvent.setup();
    render(
      <LanguageProvider>
        <FirstScreen />
        <main id="main" tabIndex={-1}>
          <button type="button">Save</button>
        </main>
        <ToasterHost />
      </LanguageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify({ kind: 'error', title: 'Could not save' }));
    act(() => notify({ kind: 'error', title: 'Could not delete' }));
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.tab();
    const [first, second] = within(region).getAllByRole('button', { name: 'Close notification' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    // Focus that came from nowhere (the page body) has nowhere to go back to.
    act(() => screen.getByRole('button', { name: 'Save' }).blur());
    act(() => second?.focus());
    await user.keyboard('{Enter}');
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('lets a plain success leave on its own, but keeps one with something to act on', async () => {
    render(
      <LanguageProvider>
        <FirstScreen />
        <ToasterHost />
      </LanguageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Notifications' });
    vi.useFakeTimers();
    try {
      act(() => notify({ kind: 'success', title: 'Saved' }));
      act(() =>
        notify({ kind: 'success', title: 'Completed: Force stop web-01', actionable: true }),
      );
      act(() => vi.advanceTimersByTime(60_000));
      expect(within(region).queryByText('Saved')).not.toBeInTheDocument();
      expect(within(region).getByText('Completed: Force stop web-01')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts a notice in the place of the one with the same key', async () => {
    render(
      <LanguageProvider>
        <ToasterHost />
      </LanguageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => notify({ kind: 'info', title: 'Switch started', key: 'switch' }));
    act(() => notify({ kind: 'success', title: 'Other change saved' }));
    act(() => notify({ kind: 'success', title: 'Switch done', key: 'switch' }));
    expect(within(region).queryByText('Switch started')).not.toBeInTheDocument();
    expect(within(region).getByText('Switch done')).toBeInTheDocument();
    expect(within(region).getByText('Other change saved')).toBeInTheDocument();
  });
});
