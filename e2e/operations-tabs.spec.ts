import type { Page } from '@playwright/test';
import { expect, signIn, test, type MockApi } from './fixtures';
import { forceStopWeb01, openServer, overviewStatus } from './servers';

const jobPolls = { method: 'GET', path: /^\/api\/jobs\// };
const acrossPolls = { timeout: 60_000 };

/** Counts the job polls this tab sends (the mock server's log cannot tell tabs apart). */
function pollsFrom(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/jobs\//.test(new URL(request.url()).pathname))
      count += 1;
  });
  return () => count;
}

/** Asks for the force stop's state at once, as a user may between polls. */
const checkNow = (page: Page) =>
  page.getByRole('button', { name: 'Check now: Force stop web-01' }).first().click();

/** A force stop held running in the first tab, then a second tab of the account signed in. */
async function runningInFirstTab(page: Page, mock: MockApi) {
  await signIn(page, mock);
  await mock.holdJobs();
  const firstPolls = pollsFrom(page);
  await openServer(page, 'web-01');
  await forceStopWeb01(page);
  const second = await page.context().newPage();
  const secondPolls = pollsFrom(second);
  await signIn(second, mock);
  return { firstPolls, second, secondPolls };
}

test.describe('operations across the tabs of one account', () => {
  test('a job started in one tab shows in a new tab, which follows it to its end once the first closes', async ({
    page,
    mock,
  }) => {
    const { firstPolls, second, secondPolls } = await runningInFirstTab(page, mock);
    await expect(second.getByRole('button', { name: 'Operations (1 running)' })).toBeVisible();
    await expect(
      second.getByRole('region', { name: 'Operations running' }).getByRole('progressbar', {
        name: /^Force stop web-01/,
      }),
    ).toBeVisible();
    // One tab polls: while the first asks (at once here, by Check now), the second asks nothing.
    const seen = firstPolls();
    await checkNow(page);
    await expect.poll(firstPolls, acrossPolls).toBeGreaterThan(seen);
    expect(secondPolls()).toBe(0);

    // The second takes over on its own once the first is gone; Check now then fetches the end.
    await page.close();
    await expect.poll(secondPolls, acrossPolls).toBeGreaterThanOrEqual(1);
    await mock.holdJobs(false);
    await checkNow(second);
    await expect(second.getByText('Completed: Force stop web-01')).toBeVisible(acrossPolls);
    await expect(second.getByRole('button', { name: 'Operations', exact: true })).toBeVisible();
    // Nothing polls a completed job: every poll the server saw came from one of the two tabs.
    const logged = (await mock.requests(jobPolls)).length;
    expect(logged).toBeLessThanOrEqual(firstPolls() + secondPolls());
    expect(logged).toBeGreaterThanOrEqual(firstPolls() + secondPolls() - 1);
  });

  test('an end one tab sees shows in the other, which reads the server again without polling', async ({
    page,
    mock,
  }) => {
    const { firstPolls, second, secondPolls } = await runningInFirstTab(page, mock);
    await openServer(second, 'web-01');
    await expect(
      second.getByRole('progressbar', { name: /^Force stop web-01/ }).first(),
    ).toBeVisible();

    await mock.holdJobs(false);
    await checkNow(page);
    await expect(
      page.getByRole('progressbar', { name: 'Force stop web-01: Completed' }).first(),
    ).toBeVisible(acrossPolls);
    await expect(
      second.getByRole('progressbar', { name: 'Force stop web-01: Completed' }).first(),
    ).toBeVisible();
    await expect(overviewStatus(second, 'Stopped')).toBeVisible();
    expect(secondPolls()).toBe(0);
    expect(await mock.requests(jobPolls)).toHaveLength(firstPolls());
  });
});
