import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { request } from '../../api/core/http';
import { z } from '../../api/core/z';
import { mockServer } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { attachToaster, type Notice } from '../toast/toast-store';
import { useSendMutation } from '../use-send-mutation';
import { ConfirmDialog } from './confirm-dialog';

/** What the server received at /api/v2/echo, and a way to hold its next answers back. */
function echoServer() {
  const received: unknown[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  mockServer.use(
    http.post('*/api/v2/echo', async ({ request: incoming }) => {
      received.push(await incoming.json());
      if (gate) await gate;
      return HttpResponse.json({ ok: true });
    }),
  );
  return {
    received,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}

/** A dialog confirming one change, and a button that sends another change in the same scope. */
function Harness() {
  const [open, setOpen] = useState(true);
  const send = useSendMutation({
    mutationFn: (body: { n: number }, signal) =>
      request(z.unknown(), { method: 'POST', path: '/api/v2/echo', body, signal }),
    scope: 'thing:1',
  });
  const other = useSendMutation({
    mutationFn: (body: { n: number }, signal) =>
      request(z.unknown(), { method: 'POST', path: '/api/v2/echo', body, signal }),
    scope: 'thing:1',
  });
  return (
    <>
      <button type="button" onClick={() => void other.mutateAsync({ n: 2 }).catch(() => null)}>
        Other change
      </button>
      {other.isSuccess && <p>Other change done</p>}
      <button type="button" onClick={() => setOpen(true)}>
        Ask again
      </button>
      <ConfirmDialog
        open={open}
        title="Delete the thing?"
        confirmLabel="Delete"
        pending={send.isPending}
        waiting={send.waiting}
        error={send.error}
        onConfirm={() => send.mutateAsync({ n: 1 })}
        onCancel={() => {
          send.reset();
          setOpen(false);
        }}
      >
        <p>It is gone for good.</p>
      </ConfirmDialog>
    </>
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete' });

describe('ConfirmDialog sends once, and only while still wanted', () => {
  beforeEach(() => signInAs('owner'));
  afterEach(() => onlineManager.setOnline(true));

  it('sends once for two clicks that land before any re-render, and never after success', async () => {
    const server = echoServer();
    renderWithProviders(<Harness />);
    act(() => {
      confirmButton().click();
      confirmButton().click();
    });
    await waitFor(() => expect(server.received).toHaveLength(1));
    // The success has come back; the dialog stayed open in this harness and a click sends nothing.
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.click(confirmButton());
    fireEvent.click(screen.getByRole('button', { name: 'Other change' }));
    await screen.findByText('Other change done');
    expect(server.received).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('says a change cancelled while under way may still be made, as it had been sent', async () => {
    const notices: Notice[] = [];
    const detach = attachToaster((notice) => notices.push(notice));
    const server = echoServer();
    server.hold();
    renderWithProviders(<Harness />);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(server.received).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'info',
        title: 'Cancelled, but the change had already been sent',
        description: expect.stringMatching(/^The server may still make it\./),
      }),
    ]);
    server.release();
    detach();
  });

  it('says nothing more when a change waiting offline is cancelled, as it never left', async () => {
    const notices: Notice[] = [];
    const detach = attachToaster((notice) => notices.push(notice));
    echoServer();
    renderWithProviders(<Harness />);
    act(() => onlineManager.setOnline(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/Waiting for the connection…/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(notices).toEqual([]);
    detach();
  });

  it('offline, says it waits for the connection; Cancel drops it for good', async () => {
    const server = echoServer();
    renderWithProviders(<Harness />);
    act(() => onlineManager.setOnline(false));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/Waiting for the connection…/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => onlineManager.setOnline(true));
    // A later change in the same scope goes through at once: nothing was waiting ahead of it.
    fireEvent.click(screen.getByRole('button', { name: 'Other change' }));
    await screen.findByText('Other change done');
    expect(server.received).toEqual([{ n: 2 }]);
  });

  it('behind another change, says so; Cancel drops it and the queue moves on without it', async () => {
    const server = echoServer();
    renderWithProviders(<Harness />);
    server.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Other change' }));
    await waitFor(() => expect(server.received).toHaveLength(1));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/Waiting for an earlier change to finish…/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    server.release();
    await screen.findByText('Other change done');
    fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(server.received).toHaveLength(2));
    expect(server.received).toEqual([{ n: 2 }, { n: 1 }]);
  });
});

describe('ConfirmDialog after a 429', () => {
  beforeEach(() => {
    signInAs('owner');
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  function limitedOnce(retryAfter: string) {
    const received: unknown[] = [];
    mockServer.use(
      http.post('*/api/v2/echo', async ({ request: incoming }) => {
        received.push(await incoming.json());
        if (received.length > 1) return HttpResponse.json({ ok: true });
        return problem({
          status: 429,
          code: 'rate_limit_exceeded',
          detail: 'Slow down.',
          headers: { 'Retry-After': retryAfter },
        });
      }),
    );
    return received;
  }

  it('holds the button for Retry-After, counting down, and never resends on its own', async () => {
    const received = limitedOnce('3');
    renderWithProviders(<Harness />);
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/You can try again in [1-3] s/)).toBeVisible();
    expect(confirmButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('Too many requests. You can try again now.')).toBeVisible();
    expect(confirmButton()).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(received).toHaveLength(1);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(received).toHaveLength(2));
  });

  it.each(['soon', '-5', 'Thu, 01 Jan 2026 00:00:00 GMT', '0'])(
    'waits at least a second for Retry-After: %s',
    async (retryAfter) => {
      limitedOnce(retryAfter);
      renderWithProviders(<Harness />);
      fireEvent.click(confirmButton());
      expect(await screen.findByText(/You can try again in [1-5] s/)).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(confirmButton()).toBeDisabled();
    },
  );
});

describe('ConfirmDialog with a name to type', () => {
  beforeEach(() => signInAs('owner'));

  it('takes the name as it is shown when it carries a bidi control, and nothing else', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ConfirmDialog
        open
        danger
        title="Rebuild the server?"
        confirmLabel="Rebuild"
        typedConfirmation={'invoice\u202Egnp.exe'}
        onConfirm={confirmed}
        onCancel={() => undefined}
      >
        <p>Its disk is erased.</p>
      </ConfirmDialog>,
    );
    const field = screen.getByLabelText('Type invoice[U+202E]gnp.exe to confirm');
    // In the label the name is isolated from the words around it, and kept whole.
    const name = screen.getByText('invoice[U+202E]gnp.exe', { selector: 'label bdi' });
    expect(name).toHaveClass('whitespace-nowrap');
    const rebuild = screen.getByRole('button', { name: 'Rebuild' });
    await user.type(field, 'invoicegnp.exe');
    expect(rebuild).toBeDisabled();
    await user.clear(field);
    // user-event reads [ as the start of a key name; [[ types the bracket itself.
    await user.type(field, 'invoice[[U+202E]gnp.exe');
    expect(field).toHaveValue('invoice[U+202E]gnp.exe');
    await user.click(rebuild);
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
