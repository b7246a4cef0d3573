import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { mockServer } from '../../mocks/node';
import { renderWithProviders } from '../../test/render';
import {
  advance,
  fakePollClock,
  jobAnswers,
  operationRecord,
  setTabHidden,
  timedJob,
} from '../../test/operations';
import { sentence } from '../../test/sentence';
import { mockState, signInAs } from '../../test/session';
import { attachToaster, type Notice } from '../toast/toast-store';
import { setBrowserNotices } from './browser-notices';
import { BusyBadge } from './busy-badge';
import { operationsStore, type OperationRecord } from './operations-store';
import { OperationsTray } from './operations-tray';
import { ScopeOperations } from './scope-operations';

const minutes = (count: number) => count * 60_000;

const record = (change: Partial<OperationRecord> = {}) => operationRecord(Date.now(), change);

let notices: Notice[] = [];
let detach: () => void = () => undefined;

/** The shell's tray (which mounts the follower) on some other page than the job's. */
async function elsewhere(change: Partial<OperationRecord> = {}) {
  operationsStore.add(record(change));
  const view = renderWithProviders(<OperationsTray />);
  await advance(0);
  return view;
}

/** A notice's title as the reader sees it (a name in it is an element of its own). */
function noticeTitle(notice: Notice | undefined) {
  const view = render(<>{notice?.title}</>);
  const text = view.container.textContent;
  view.unmount();
  return text;
}

function noticeLink(notice: Notice | undefined) {
  const view = render(<MemoryRouter>{notice?.description}</MemoryRouter>);
  const link = within(view.container).getByRole('link');
  const href = link.getAttribute('href');
  view.unmount();
  return href;
}

// The follower is a lazy chunk; loaded once here so fake timers never wait on the import.
beforeAll(async () => {
  await import('./operations-follower');
  await import('./operations-tray-list');
});

describe('the follower, whichever page is open', () => {
  beforeEach(() => {
    fakePollClock();
    signInAs('owner');
    setTabHidden(false);
    notices = [];
    detach = attachToaster((notice) => notices.push(notice));
  });
  afterEach(() => {
    detach();
    setTabHidden(false);
    vi.useRealTimers();
  });

  it('follows a job with no page showing it until it completes, then tells with a link', async () => {
    const polls = timedJob('job_1', minutes(1));
    await elsewhere();
    await advance(minutes(2));
    expect(polls()).toBeGreaterThan(1);
    expect(polls()).toBeLessThanOrEqual(8);
    expect(operationsStore.get('job_1')).toMatchObject({ status: 'completed' });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'success' });
    expect(noticeTitle(notices[0])).toBe('Completed: Force stop web-01');
    expect(noticeLink(notices[0])).toBe('/vps/vps_web01');
    const atEnd = polls();
    await advance(minutes(30));
    expect(polls()).toBe(atEnd);
  });

  it('spends at most 20 polls on a 5-minute job', async () => {
    const polls = timedJob('job_1', minutes(5));
    await elsewhere();
    await advance(minutes(6));
    expect(operationsStore.get('job_1')).toMatchObject({ status: 'completed' });
    expect(polls()).toBeGreaterThan(8);
    expect(polls()).toBeLessThanOrEqual(20);
  });

  it('sends nothing while the tab is hidden, and checks at once when it is shown again', async () => {
    const polls = timedJob('job_1', minutes(20));
    await elsewhere();
    await advance(10_000);
    const beforeHiding = polls();
    expect(beforeHiding).toBeGreaterThan(0);
    setTabHidden(true);
    await advance(minutes(5));
    expect(polls()).toBe(beforeHiding);
    setTabHidden(false);
    await advance(10);
    expect(polls()).toBe(beforeHiding + 1);
  });

  it('while hidden, asks once a minute only for someone who asked for a browser notice, and gives it', async () => {
    const shown = vi.fn();
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'granted' }));
    await setBrowserNotices(true);
    const polls = timedJob('job_1', minutes(4));
    await elsewhere();
    await advance(10_000);
    setTabHidden(true);
    const beforeHiding = polls();
    await advance(minutes(2));
    // The poll already due, then one a minute at most.
    expect(polls() - beforeHiding).toBeGreaterThan(0);
    expect(polls() - beforeHiding).toBeLessThanOrEqual(3);
    expect(shown).not.toHaveBeenCalled();
    await advance(minutes(3));
    expect(operationsStore.get('job_1')).toMatchObject({ status: 'completed' });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Completed: Force stop web-01', expect.anything());
    expect(polls()).toBeLessThanOrEqual(20);
    vi.unstubAllGlobals();
  });

  /** The browser notices a hidden Swedish tab gets when job_1 fails with `error`. */
  async function noticesOfFailure(error: Record<string, unknown>) {
    const shown = vi.fn();
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'granted' }));
    await setBrowserNotices(true);
    mockServer.use(
      http.get('*/api/jobs/job_1', () =>
        HttpResponse.json({
          operation: { status: 'failed', jobId: 'job_1', pollUrl: null, error },
        }),
      ),
    );
    operationsStore.add(record());
    renderWithProviders(<OperationsTray />, { language: 'sv' });
    setTabHidden(true);
    await advance(minutes(1));
    vi.unstubAllGlobals();
    return shown.mock.calls;
  }

  it('words a failed job’s browser notice in Swedish, marking the server’s English and hiding the key', async () => {
    const { key } = signInAs('owner');
    const calls = await noticesOfFailure({
      title: `Rebuild refused for key ${key}`,
      status: 409,
      code: 'image_locked',
    });
    expect(calls).toEqual([
      [
        expect.stringMatching(/^Misslyckades: /),
        expect.objectContaining({
          body: 'Från servern (på engelska): Rebuild refused for key [redacted]',
        }),
      ],
    ]);
  });

  it('words a failed job’s browser notice with the panel’s title for a generic code', async () => {
    const calls = await noticesOfFailure({ title: 'Not Found', status: 404, code: 'not_found' });
    expect(calls).toEqual([
      [
        expect.stringMatching(/^Misslyckades: /),
        expect.objectContaining({ body: 'Hittades inte' }),
      ],
    ]);
  });

  it('says a job whose poll URL answers 404 is no longer known, never that it failed', async () => {
    const polls = jobAnswers('job_1', 404);
    await elsewhere({ status: 'pending', progress: 8 });
    await advance(1000);
    expect(polls()).toBe(1);
    expect(operationsStore.get('job_1')).toMatchObject({ status: 'pending', halt: 'gone' });
    expect(notices[0]).toMatchObject({ kind: 'info' });
    expect(noticeTitle(notices[0])).toBe('The server no longer knows the job “Force stop web-01”');
    expect(noticeLink(notices[0])).toBe('/vps/vps_web01');
    fireEvent.click(screen.getByRole('button', { name: 'Operations' }));
    await advance(0);
    expect(screen.getByText(/The server no longer knows this job/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
    expect(screen.getByText('Waiting to start · Not followed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to it: Force stop web-01' })).toHaveAttribute(
      'href',
      '/vps/vps_web01',
    );
  });

  it('links a new server’s end to it when the result names it, else to the server list', async () => {
    timedJob('job_1', 0, { vpsId: 'vps_00042' });
    jobAnswers('job_2', 'completed');
    const endLink = { resultKey: 'vpsId', path: '/vps/{id}', fallback: '/vps' };
    operationsStore.add(record({ jobId: 'job_2', pollUrl: '/api/jobs/job_2', endLink }));
    await elsewhere({ endLink });
    await advance(1000);
    const byTitle = notices.map((notice) => noticeLink(notice));
    expect(byTitle.sort()).toEqual(['/vps', '/vps/vps_00042']);
  });

  it('counts running operations in the tab’s title, over whatever title the page sets', async () => {
    document.title = 'Servers · Panel';
    jobAnswers('job_1', 'in_progress', 'in_progress', 'completed');
    await elsewhere();
    expect(document.title).toBe('(1) Servers · Panel');
    document.title = 'Billing · Panel';
    await advance(0);
    expect(document.title).toBe('(1) Billing · Panel');
    await advance(minutes(1));
    expect(document.title).toBe('Billing · Panel');
  });
});

describe('a page’s view between polls', () => {
  beforeEach(() => {
    fakePollClock();
    signInAs('owner');
  });
  afterEach(() => vi.useRealTimers());

  it('writes a job’s progress as a percentage in the page’s language', () => {
    jobAnswers('job_1', 'in_progress');
    operationsStore.add(record({ progress: 8 }));
    const english = renderWithProviders(<ScopeOperations scope="vps:vps_web01" />);
    expect(screen.getByText('In progress · 8%')).toBeInTheDocument();
    english.unmount();
    renderWithProviders(<ScopeOperations scope="vps:vps_web01" />, { language: 'sv' });
    expect(
      screen.getByText('Pågår · 8\u00a0%', { normalizer: (text) => text }),
    ).toBeInTheDocument();
  });

  it('shows when the job was last checked, ticking, and checks now on request', async () => {
    const polls = jobAnswers('job_1', 'in_progress');
    operationsStore.add(record());
    renderWithProviders(
      <>
        <ScopeOperations scope="vps:vps_web01" />
        <OperationsTray />
        <BusyBadge kind="vps" ids={['vps_web01']} />
      </>,
    );
    await advance(1000);
    expect(polls()).toBe(1);
    expect(screen.getByText(sentence('Working: Force stop web-01'))).toBeInTheDocument();
    expect(screen.getByText('Checked just now')).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Checked 1 s ago')).toBeInTheDocument();
    expect(polls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Check now: Force stop web-01' }));
    await advance(10);
    expect(polls()).toBe(2);
    expect(screen.getByText('Checked just now')).toBeInTheDocument();
    // The schedule goes on from that answer: the next poll is 3 s after it, not sooner.
    await advance(2000);
    expect(screen.getByText('Checked 2 s ago')).toBeInTheDocument();
    expect(polls()).toBe(2);
  });

  it('sends a failed safe request again after confirmation, and follows the new job', async () => {
    jobAnswers('job_1', 'failed');
    operationsStore.add(
      record({ retry: { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' } }),
    );
    renderWithProviders(
      <>
        <ScopeOperations scope="vps:vps_web01" />
        <OperationsTray />
      </>,
    );
    await advance(1000);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    const stops = () =>
      mockState().requests.filter((request) => request.path.endsWith('/actions/stop'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again: Force stop web-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Send “Force stop web-01” again?' });
    expect(stops()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await advance(10);
    expect(stops()).toHaveLength(1);
    expect(operationsStore.get('job_1')).toBeUndefined();
    expect(operationsStore.getSnapshot()[0]).toMatchObject({
      scope: 'vps:vps_web01',
      retry: { method: 'POST', path: '/api/v2/vps/vps_web01/actions/stop' },
    });
    await advance(minutes(1));
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});

describe('no surprise prompt', () => {
  it('never asks for notification permission until the box is ticked', async () => {
    const requestPermission = vi.fn(() => Promise.resolve('granted' as NotificationPermission));
    vi.stubGlobal(
      'Notification',
      Object.assign(vi.fn(), { permission: 'default', requestPermission }),
    );
    signInAs('owner');
    mockServer.use(
      http.get('*/api/jobs/job_1', () =>
        HttpResponse.json({ operation: { status: 'in_progress', jobId: 'job_1' } }),
      ),
    );
    operationsStore.add(record());
    renderWithProviders(<ScopeOperations scope="vps:vps_web01" />);
    const box = screen.getByRole('checkbox', { name: /Notify me in the browser/ });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(box);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('checkbox', { name: /Notify me/ })).toBeChecked();
    vi.unstubAllGlobals();
  });
});
