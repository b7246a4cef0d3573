import type { Locator, Page } from '@playwright/test';
import type { MockApi, Role } from '../fixtures';

/** Every baseline is taken at this moment; the mock's seeded dates are around it. */
export const FROZEN_TIME = new Date('2026-11-21T09:30:00+01:00');

/**
 * Opens `path` signed in through the "remember in this tab" entry (no sign-in screen). The page's
 * clock starts at FROZEN_TIME on every run (it runs on from there until a test pauses it), so
 * dates and relative times read the same.
 */
export async function openSignedIn(
  page: Page,
  mock: MockApi,
  path: string,
  options: { role?: Role } = {},
): Promise<void> {
  await page.clock.install({ time: FROZEN_TIME });
  await page.addInitScript(
    (session) => sessionStorage.setItem('panel.session', session),
    JSON.stringify({ apiKey: mock.key(options.role ?? 'owner'), readOnly: false }),
  );
  await page.goto(path);
}

/**
 * With the page's time paused, lets it run in small steps until `done` holds, so a screenshot
 * catches one exact moment of something that changes with time (a polled operation).
 */
export async function stepClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  stepMs = 50,
  maxSteps = 200,
): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    if (await done()) return;
    await page.clock.runFor(stepMs);
  }
  throw new Error('the page never reached the expected state');
}

/** Text that comes from the mock server's own clock or counters, hidden in screenshots. */
export function volatileText(page: Page): Locator[] {
  return [page.getByText(/^req_\d+$/), page.getByText(/^Checked at /)];
}
