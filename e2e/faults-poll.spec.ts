import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_API } from '../playwright.config';
import { outage, respond, rewrite, stall } from './faults';
import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { forceStopWeb01, openServer, overviewStatus } from './servers';

// Issue 19, faults 3 and 4: polling survives outages, refused and forgotten jobs, statuses the
// panel does not know and reloads; the panel's own hold on a server's actions gives way to the
// server's gates. Some waits span the poll schedule and its backoff (tens of seconds by
// design), so they get a longer limit than the suite's; none waits on a clock.
const acrossBackoff = { timeout: 60_000 };
const jobPolls = { method: 'GET', path: /^\/api\/jobs\// };

/** Force-stops web-01 with its first poll held at the browser until `release()`. */
async function forceStopWithFirstPollHeld(page: Page) {
  await openServer(page, 'web-01');
  const firstPoll = await stall(page, jobPolls);
  await forceStopWeb01(page);
  await firstPoll.waitForHeld();
  return firstPoll;
}

const progress = (page: Page, status: string) =>
  page.getByRole('progressbar', { name: `Force stop web-01: ${status}` }).first();
const rebuild = (page: Page) =>
  page.getByRole('region', { name: 'Rebuild' }).getByRole('button', { name: 'Rebuild…' });
const changeFirmware = (page: Page) =>
  page
    .getByRole('region', { name: 'Firmware' })
    .getByRole('button', { name: 'Change firmware mode' });

type Envelope = { operation: Record<string, unknown> } & Record<string, unknown>;
const withOperation = (body: unknown, change: Record<string, unknown>): Envelope => {
  const envelope = body as Envelope;
  return { ...envelope, operation: { ...envelope.operation, ...change } };
};

/** Polls the job on the server directly, past the page's interception: it ends unseen. */
async function pollBehindThePanel(request: APIRequestContext, mock: MockApi, jobId: string) {
  const response = await request.get(`${MOCK_API}/api/jobs/${jobId}`, {
    headers: { Authorization: `Bearer ${mock.key()}` },
  });
  expect(response.ok()).toBe(true);
}

test.describe('polling through faults', () => {
  test('a poll outage keeps a forced stop running and checking again, then it completes', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openServer(page, 'web-01');
    const polls = await outage(page, jobPolls, { status: 503 });
    await forceStopWeb01(page);
    await expect(page.getByText(/checking again in \d+ s\./)).toBeVisible();
    // Three failed polls in a row: the panel backs off and keeps the job running.
    await expect.poll(() => polls.failed(), acrossBackoff).toBeGreaterThanOrEqual(3);
    await expect(
      page.getByRole('progressbar', {
        name: /^Force stop web-01: (Waiting to start|Queued|In progress)$/,
      }),
    ).toBeVisible();
    await expect(page.getByText('Failed', { exact: true })).toHaveCount(0);
    expect(await mock.requests(jobPolls)).toEqual([]);

    polls.end();
    await expect(progress(page, 'Completed')).toBeVisible(acrossBackoff);
    await expect(overviewStatus(page, 'Stopped')).toBeVisible();
    await expect(page.getByText(/checking again/)).toHaveCount(0);
    expect(await mock.requests(jobPolls)).toHaveLength(3);
  });

  test('a poll URL the panel refuses is not followed and not called failed', async ({
    page,
    mock,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'elsewhere.example') elsewhere.push(request.url());
    });
    await signIn(page, mock);
    await openServer(page, 'web-01');
    await rewrite(page, { method: 'POST', path: /\/actions\/stop$/ }, (body) =>
      withOperation(body, { pollUrl: 'https://elsewhere.example/api/jobs/job_x' }),
    );
    await forceStopWeb01(page);
    await expect(page.getByText(/The panel cannot follow this job/)).toBeVisible();
    await expect(page.getByText('Failed', { exact: true })).toHaveCount(0);
    // The server's own gate now holds Rebuild back (its code, in the panel's words).
    await expect(
      page
        .getByRole('region', { name: 'Rebuild' })
        .getByText('Another change to this server is still running.'),
    ).toBeVisible();
    expect(elsewhere).toEqual([]);
    expect(await mock.requests(jobPolls)).toEqual([]);
  });

  test('a job the server no longer knows is said to be unknown, not failed', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openServer(page, 'web-01');
    await respond(page, jobPolls, {
      status: 404,
      body: { title: 'Not found', status: 404, code: 'not_found', detail: 'No such job.' },
    });
    await forceStopWeb01(page);
    await expect(page.getByText(/The server no longer knows this job/)).toBeVisible();
    await expect(page.getByText('Failed', { exact: true })).toHaveCount(0);
  });

  test('a status the panel does not know is shown as such and does not hold Rebuild back for ever', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openServer(page, 'web-01');
    await rewrite(page, jobPolls, (body) => withOperation(body, { status: 'succeeded' }));
    await forceStopWeb01(page);
    await expect(
      page.getByRole('progressbar', { name: /^Force stop web-01: .*succeeded/ }).first(),
    ).toBeVisible();
    await expect(rebuild(page)).toBeDisabled();

    // The job ends on the server meanwhile; once the panel lets go, the server's gates rule.
    await expect(rebuild(page)).toBeEnabled(acrossBackoff);
    await expect(changeFirmware(page)).toBeEnabled();
    await expect(progress(page, 'Status “succeeded” not known to the panel')).toBeVisible();
    await expect(page.getByText(/keeps answering with status “succeeded”/)).toBeVisible();
    await expect(overviewStatus(page, 'Stopped')).toBeVisible();
    expect(await mock.requests(jobPolls)).toHaveLength(5);
  });

  // Once failed 1 run in 3: the outage was ended while the old page was still alive, and its next
  // backoff retry could land in the moments before the reload replaced it, so the server saw a
  // third poll (the job completed) and "Still running" never showed. The old page is now gone
  // (about:blank) before the outage ends, so only the reloaded page can poll.
  test('after a reload an old stored job is read again once, and the server’s gates decide', async ({
    page,
    mock,
    request,
  }) => {
    await signIn(page, mock, { remember: true });
    await openServer(page, 'web-01');
    const serverUrl = page.url();
    const polls = await outage(page, jobPolls, { status: 503 });
    await forceStopWeb01(page);
    await expect.poll(() => polls.failed()).toBeGreaterThanOrEqual(1);

    const jobId = await page.evaluate(() => {
      const [first] = JSON.parse(sessionStorage.getItem('panel.operations') ?? '[]') as {
        jobId: string;
      }[];
      if (!first) throw new Error('no stored operation');
      return first.jobId;
    });
    await page.goto('about:blank');
    // The job moves on while no panel page is open, and the stored record is made 2 hours old
    // as the panel's page starts again.
    await pollBehindThePanel(request, mock, jobId);
    polls.end();
    await page.addInitScript(() => {
      if (location.protocol === 'about:') return;
      const stored = JSON.parse(sessionStorage.getItem('panel.operations') ?? '[]') as {
        startedAt: number;
      }[];
      for (const record of stored) record.startedAt = Date.now() - 2 * 60 * 60_000;
      sessionStorage.setItem('panel.operations', JSON.stringify(stored));
    });
    await page.goto(serverUrl);

    await expect.poll(async () => (await mock.requests(jobPolls)).length).toBe(2);
    await expect(page.getByText(/Still running after a long time/)).toBeVisible();
    await expect(rebuild(page)).toBeDisabled();
    await expect(
      page
        .getByRole('region', { name: 'Rebuild' })
        .getByText('Another change to this server is still running.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Check again: Force stop web-01' }).click();
    await expect(progress(page, 'Completed')).toBeVisible();
    expect(await mock.requests(jobPolls)).toHaveLength(3);
    await expect(rebuild(page)).toBeEnabled();
    await expect(overviewStatus(page, 'Stopped')).toBeVisible();
  });
});

/** Makes the page's tab hidden (or shown again) as the browser would say it. */
async function setTabHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

// Issue 16: operations are followed whichever page is open, and their end is told.
test.describe('operations followed everywhere', () => {
  test('a job started on a server’s page completes in the tray while the user is on Billing, and a toast says so', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    // The first poll is held until the user is elsewhere, so the job cannot end on its own page.
    const firstPoll = await forceStopWithFirstPollHeld(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Billing', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'Operations (1 running)' })).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) /);
    await firstPoll.release();

    await expect(page.getByText('Completed: Force stop web-01')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Operations', exact: true })).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
    // Three polls for the mock's three steps, and none once it completed.
    expect(await mock.requests(jobPolls)).toHaveLength(3);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to it' }).click();
    await expect(overviewStatus(page, 'Stopped')).toBeVisible();
    expect(await mock.requests(jobPolls)).toHaveLength(3);
  });

  test('a hidden tab sends no polls, and checks at once when shown again', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    // Hidden while the first poll is held, so no second poll can slip out before the tab hides.
    const firstPoll = await forceStopWithFirstPollHeld(page);
    await setTabHidden(page, true);
    await firstPoll.release();
    await expect(progress(page, 'In progress')).toBeVisible();
    // The next poll was due 2 s after the first: the page's own clock shows it never went.
    await expect(page.getByText(/^Checked ([89]|\d\d) s ago$/)).toBeVisible();
    expect(await mock.requests(jobPolls)).toHaveLength(1);

    await setTabHidden(page, false);
    await expect(progress(page, 'Completed')).toBeVisible();
    expect(await mock.requests(jobPolls)).toHaveLength(3);
  });
});
