import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mocks/node';
import { renderWithProviders } from '../../test/render';
import { advance, fakePollClock, jobAnswers as answersFor } from '../../test/operations';
import { signInAs } from '../../test/session';
import { Followed, followedScope, followedServerKey, Starter } from '../../test/operation-harness';
import { operationsStore, type OperationRecord } from './operations-store';

const scope = followedScope;
const serverKey = followedServerKey;
const minutes = (count: number) => count * 60_000;

function record(change: Partial<OperationRecord> = {}): OperationRecord {
  return {
    jobId: 'job_1',
    pollUrl: '/api/jobs/job_1',
    scope,
    href: '/vps/vps_web01',
    title: { en: 'Force stop web-01', sv: 'Tvångsstoppa web-01' },
    startedAt: Date.now(),
    status: 'in_progress',
    progress: null,
    error: null,
    invalidate: [serverKey],
    halt: null,
    unknownPolls: 0,
    checkedAt: Date.now(),
    resumed: false,
    ...change,
  };
}

const jobAnswers = (...answers: (string | number)[]) => answersFor('job_1', ...answers);

function show(change: Partial<OperationRecord> = {}) {
  operationsStore.add(record(change));
  return renderWithProviders(<Followed scope={scope} />);
}

describe('following a job through faults', () => {
  beforeEach(() => {
    fakePollClock();
    signInAs('owner');
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a job running through a poll outage, says when it checks again, then completes', async () => {
    const polls = jobAnswers(503, 503, 503, 'in_progress', 'completed');
    show();
    await advance(1000);
    expect(screen.getByText(/checking again in 1 s\./)).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText(/checking again in 2 s\./)).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText(/checking again in 4 s\./)).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText(/checking again in 3 s\./)).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(polls()).toBe(3);

    await advance(3000);
    expect(screen.queryByText(/checking again/)).not.toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(polls()).toBe(5);
    await advance(minutes(30));
    expect(polls()).toBe(5);
  });

  it('shows a status it does not know as such, reads the server again, and stops after a limit', async () => {
    const polls = jobAnswers('succeeded');
    const { queryClient } = show();
    queryClient.setQueryData(serverKey, { id: 'vps_web01' });
    await advance(1000);
    expect(screen.getByText('Status “succeeded” not known to the panel')).toBeInTheDocument();
    expect(queryClient.getQueryState(serverKey)?.isInvalidated).toBe(true);
    queryClient.setQueryData(serverKey, { id: 'vps_web01' });

    await advance(minutes(1));
    expect(polls()).toBe(5);
    expect(screen.getByText(/keeps answering with status “succeeded”/)).toBeInTheDocument();
    expect(queryClient.getQueryState(serverKey)?.isInvalidated).toBe(true);
    expect(operationsStore.get('job_1')).toMatchObject({ halt: 'unknown_status' });
    await advance(minutes(30));
    expect(polls()).toBe(5);
  });

  it('reads a stored job again once after a reload, whatever its age, and lets go if it still runs', async () => {
    const polls = jobAnswers('in_progress', 'in_progress', 'completed');
    const old = Date.now() - minutes(120);
    sessionStorage.setItem(
      'panel.operations',
      JSON.stringify([record({ startedAt: old, checkedAt: old, halt: 'gave_up' })]),
    );
    operationsStore.reload();
    renderWithProviders(<Followed scope={scope} />);
    await advance(10);
    expect(polls()).toBe(1);
    expect(screen.getByText(/Still running after a long time/)).toBeInTheDocument();
    await advance(minutes(30));
    expect(polls()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Check again: Force stop web-01' }));
    await advance(10);
    expect(polls()).toBe(2);
    expect(screen.getByText(/Still running after a long time/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check again: Force stop web-01' }));
    await advance(10);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Check again: Force stop web-01' }),
    ).not.toBeInTheDocument();
  });

  it('says it cannot follow a refused poll URL, sends nothing there, and never says failed', async () => {
    let elsewhere = 0;
    mockServer.use(
      http.get('https://elsewhere.example/*', () => {
        elsewhere += 1;
        return HttpResponse.json({});
      }),
    );
    const pollUrl = 'https://elsewhere.example/api/jobs/job_1';
    renderWithProviders(<Starter operation={{ status: 'in_progress', jobId: 'job_1', pollUrl }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(minutes(5));
    expect(screen.getByText(/The panel cannot follow this job/)).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(elsewhere).toBe(0);
  });

  it('says a job the server no longer knows is unknown to it, not failed', async () => {
    const polls = jobAnswers(404);
    show();
    await advance(1000);
    expect(screen.getByText(/The server no longer knows this job/)).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    await advance(minutes(30));
    expect(polls()).toBe(1);
  });
});
