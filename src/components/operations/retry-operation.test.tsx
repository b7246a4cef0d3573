import { screen } from '@testing-library/react';
import { request } from '../../api/core/http';
import { z } from '../../api/core/z';
import { operationRecord } from '../../test/operations';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { RetryOperation } from './retry-operation';

const stop = { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' } as const;
const rebuild = {
  method: 'POST',
  path: '/api/v2/vps/vps_web01/actions/rebuild',
  body: {},
} as const;

describe('Try again on a failed operation', () => {
  it('is offered until the key was refused the scope its request needs, then off with the reason', async () => {
    signInAs('support');
    const record = operationRecord(Date.now(), { status: 'failed', retry: stop });
    const view = renderWithProviders(<RetryOperation record={record} retry={stop} />);
    const again = screen.getByRole('button', { name: 'Try again: Force stop web-01' });
    expect(again).toBeEnabled();
    view.unmount();

    // The key is refused a shutdown (same scope as a stop) elsewhere in the panel.
    await expect(
      request(z.unknown(), {
        method: 'POST',
        path: '/api/v2/vps/vps_web01/actions/shutdown',
        body: {},
      }),
    ).rejects.toMatchObject({ status: 403 });
    renderWithProviders(<RetryOperation record={record} retry={stop} />);
    const off = await screen.findByRole('button', { name: 'Try again: Force stop web-01' });
    expect(off).toBeDisabled();
    expect(off).toHaveAccessibleDescription('This key cannot shut down or stop servers.');
  });

  it('stays offered when what the key was refused is another scope', async () => {
    signInAs('support');
    await expect(request(z.unknown(), { method: 'POST', path: stop.path })).rejects.toMatchObject({
      status: 403,
    });
    const record = operationRecord(Date.now(), { status: 'failed', retry: rebuild });
    renderWithProviders(<RetryOperation record={record} retry={rebuild} />);
    expect(screen.getByRole('button', { name: 'Try again: Force stop web-01' })).toBeEnabled();
  });
});
