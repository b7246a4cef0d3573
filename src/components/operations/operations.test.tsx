import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pollDelayMs } from '../../api/core/poll-policy';
import { startJob } from '../../mocks/jobs';
import { resetMockState } from '../../mocks/state';
import { renderWithProviders } from '../../test/render';
import { mockState, signInAs } from '../../test/session';
import { Followed, Starter } from '../../test/operation-harness';
import { advance, fakePollClock } from '../../test/operations';
import { operationsStore } from './operations-store';

const polls = () =>
  mockState().requests.filter((request) => request.path.startsWith('/api/jobs/')).length;

describe('tracked operations', () => {
  afterEach(() => vi.useRealTimers());

  it('polls the job with a progress bar until it completes, then stops asking', async () => {
    fakePollClock();
    signInAs('owner');
    const operation = startJob(mockState());
    renderWithProviders(<Starter operation={operation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('progressbar', { name: /Force stop web-01/ })).toBeInTheDocument();
    await advance(60_000);
    expect(
      screen.getByRole('progressbar', { name: 'Force stop web-01: Completed' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(polls()).toBe(3);
    await advance(10 * 60_000);
    expect(polls()).toBe(3);
    expect(operationsStore.getSnapshot()[0]).toMatchObject({
      status: 'completed',
      pollUrl: null,
    });
  });

  it('shows a failed job’s Problem Details', async () => {
    fakePollClock();
    resetMockState('job-failing');
    signInAs('owner');
    const operation = startJob(mockState());
    renderWithProviders(<Starter operation={operation} />, { language: 'sv' });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(60_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('upstream_failed');
    expect(screen.getByText('Misslyckades')).toBeInTheDocument();
  });

  it('resumes a running job after a reload from what was stored, which holds no key', async () => {
    fakePollClock();
    signInAs('owner');
    const operation = startJob(mockState());
    const first = renderWithProviders(<Starter operation={operation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(1_500);
    expect(polls()).toBe(1);
    first.unmount();
    const stored = sessionStorage.getItem('panel.operations') ?? '';
    expect(stored).toContain(operation.jobId);
    expect(stored).not.toContain('demo_owner_key');
    operationsStore.reload();
    renderWithProviders(<Followed />);
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('says a job the server no longer knows is no longer known, never that it failed', async () => {
    signInAs('owner');
    renderWithProviders(
      <Starter
        operation={{ status: 'in_progress', jobId: 'job_gone', pollUrl: '/api/jobs/job_gone' }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/The server no longer knows this job/)).toBeInTheDocument();
    expect(operationsStore.getSnapshot()[0]).toMatchObject({ status: 'in_progress', halt: 'gone' });
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});

describe('poll schedule', () => {
  const pollsWithin = (seconds: number) => {
    let elapsed = 0;
    let count = 0;
    // Polls before the job ends, plus the one that sees it ended.
    while (elapsed < seconds * 1000) {
      elapsed += pollDelayMs(count);
      count += 1;
    }
    return count;
  };

  it('spends at most 8 requests on a 1-minute job and 20 on a 5-minute job', () => {
    expect(pollsWithin(60)).toBeLessThanOrEqual(8);
    expect(pollsWithin(300)).toBeLessThanOrEqual(20);
  });
});
