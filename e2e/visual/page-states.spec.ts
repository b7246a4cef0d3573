import { expect, test } from '../fixtures';
import { rendererMismatch } from './renderer';
import { openSignedIn, stepClockUntil, volatileText } from './visual-setup';

// One baseline per page state (issue 8). Refresh with
// `npx playwright test --project=visual --update-snapshots` after an intended change.
test.describe('page states', () => {
  const mismatch = rendererMismatch();
  test.skip(mismatch !== null, mismatch ?? '');

  test('loading', async ({ page, mock }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v2\/domains\?/, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, mock, '/domains');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page).toHaveScreenshot('loading.png');
    release();
    await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  });

  test('empty', async ({ page, mock }) => {
    await mock.scenario('empty-account');
    await openSignedIn(page, mock, '/vps');
    await expect(page.getByText('No servers yet')).toBeVisible();
    await expect(page).toHaveScreenshot('empty.png');
  });

  test('error with its request ID', async ({ page, mock }) => {
    await mock.scenario('upstream-failing');
    await openSignedIn(page, mock, '/domains');
    await expect(page.getByRole('alert')).toContainText('Request ID');
    await expect(page).toHaveScreenshot('error.png', { mask: volatileText(page) });
  });

  test('gated: a blocked action shows its reason', async ({ page, mock }) => {
    await openSignedIn(page, mock, '/domains/dom_nordic02');
    const nameservers = page.getByRole('region', { name: 'Nameservers', exact: true });
    await expect(nameservers.getByText('Registry lock is on').first()).toBeVisible();
    await expect(nameservers).toHaveScreenshot('gated.png');
  });

  test('operation: job running', async ({ page, mock }) => {
    await mock.scenario('slow-jobs');
    await openSignedIn(page, mock, '/vps/vps_web01');
    await page
      .getByRole('region', { name: 'Power' })
      .getByRole('button', { name: 'Shut down' })
      .click();
    const dialog = page.getByRole('dialog');
    const progress = page.getByRole('progressbar', { name: /^Shut down web-01/ });
    // Time stands still from the click on and moves in 50 ms steps: exactly one poll is answered
    // before the screenshot, so the progress shown is the same on every run.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole('button', { name: 'Shut down' }).click();
    await stepClockUntil(page, async () =>
      /In progress/.test((await progress.getAttribute('aria-label').catch(() => null)) ?? ''),
    );
    await expect(page).toHaveScreenshot('job-running.png', {
      mask: volatileText(page),
      clip: { x: 0, y: 0, width: 1280, height: 520 },
    });
  });

  test('operation: job failed', async ({ page, mock }) => {
    await mock.scenario('job-failing');
    await openSignedIn(page, mock, '/vps/vps_web01');
    await page
      .getByRole('region', { name: 'Power' })
      .getByRole('button', { name: 'Shut down' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Shut down' }).click();
    await expect(page.getByRole('progressbar', { name: /^Shut down web-01/ })).toHaveAccessibleName(
      /Failed/,
    );
    await expect(page).toHaveScreenshot('job-failed.png', {
      mask: volatileText(page),
      clip: { x: 0, y: 0, width: 1280, height: 620 },
    });
  });
});

test.describe('themes and sizes', () => {
  test('dark theme', async ({ page, mock }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSignedIn(page, mock, '/domains');
    await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
    await expect(page).toHaveScreenshot('domains-dark.png');
  });

  test('a 360 px phone', async ({ page, mock }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openSignedIn(page, mock, '/domains');
    await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
    await expect(page).toHaveScreenshot('domains-360.png');
  });
});
