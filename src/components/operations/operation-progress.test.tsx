import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { advance, fakePollClock, jobAnswers, operationRecord } from '../../test/operations';
import { signInAs } from '../../test/session';
import { Followed, followedScope } from '../../test/operation-harness';
import { operationsStore, type OperationRecord } from './operations-store';

function show(change: Partial<OperationRecord>) {
  operationsStore.add(operationRecord(Date.now(), change));
  return renderWithProviders(<Followed scope={followedScope} />);
}

/** The bar's coloured part, whose width a reader takes for the amount done. */
const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('an operation’s progress bar without an estimate', () => {
  beforeEach(() => {
    fakePollClock();
    signInAs('owner');
  });
  afterEach(() => vi.useRealTimers());

  it('does not look a third done while the job waits to start', async () => {
    jobAnswers('job_1', 'pending');
    show({ status: 'pending' });
    await advance(10);
    const bar = screen.getByRole('progressbar', { name: 'Force stop web-01: Waiting to start' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(fillOf(bar)).not.toHaveClass('w-1/3');
    expect(fillOf(bar)).toHaveClass('w-full');
    expect(fillOf(bar).style.width).toBe('');
  });

  it('fills the whole bar red when the job failed without saying how far it got', async () => {
    jobAnswers('job_1', 'failed');
    show({ status: 'queued' });
    await advance(1000);
    const bar = screen.getByRole('progressbar', { name: 'Force stop web-01: Failed' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(fillOf(bar).style.width).toBe('100%');
    expect(fillOf(bar)).toHaveClass('bg-red-700');
    expect(fillOf(bar)).not.toHaveClass('w-1/3');
  });
});

describe('a failed operation that can be sent again', () => {
  it('offers Try again inside the failure’s box, beside the copy for support', () => {
    signInAs('owner');
    const stop = { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' } as const;
    show({
      status: 'failed',
      pollUrl: null,
      retry: stop,
      error: {
        title: 'Upstream failure',
        detail: null,
        code: 'upstream_failed',
        requestId: 'req_1',
      },
    });
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent('Upstream failure');
    expect(
      within(failure).getByRole('button', { name: 'Try again: Force stop web-01' }),
    ).toBeVisible();
    expect(within(failure).getByRole('button', { name: 'Copy details for support' })).toBeVisible();
  });
});
