import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mocks/node';
import { renderWithProviders } from '../../test/render';
import { operationRecord } from '../../test/operations';
import { signInAs } from '../../test/session';
import { operationsStore } from './operations-store';
import { OperationsTray } from './operations-tray';

describe('the operations dialog', () => {
  it('opens on Close, not on the notification box that one Space would tick', async () => {
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default' }));
    signInAs('owner');
    mockServer.use(
      http.get('*/api/jobs/job_1', () =>
        HttpResponse.json({ operation: { status: 'in_progress', jobId: 'job_1' } }),
      ),
    );
    operationsStore.add(operationRecord(Date.now()));
    const user = userEvent.setup();
    renderWithProviders(<OperationsTray />);
    await user.click(screen.getByRole('button', { name: /Operations/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Operations in this session' });
    expect(within(dialog).getByRole('checkbox', { name: /Notify me/ })).not.toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    vi.unstubAllGlobals();
  });
});
