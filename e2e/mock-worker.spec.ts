import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The mock-mode build (MSW in the page), which the rest of the suite does not use (decision
 * 0006): mswjs/msw#2006. On a reload the closing page tells the worker it closed, and the worker,
 * counting no other page, unregisters itself; the new page, already controlled, finds the
 * registration and calls `update()` on it, which rejects once the unregistering has run: an
 * uncaught "Failed to update a ServiceWorker … Not found". Which comes first is a race; it is
 * made certain here by holding an update of the worker script at the server, which keeps the
 * browser's job queue for the scope waiting, so the unregistering and MSW's update line up
 * behind it in that order. `src/mocks/keep-worker-registration.ts` registers again first.
 */
// Its own folder, built afresh each run: a `dist-mock` left from `npm run build:mock` may be stale.
const distDir = process.env.E2E_MOCK_MODE_DIST ?? 'dist-e2e-mock';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves the build (any other path gets the page), and can hold the worker script's requests. */
function serveBuild() {
  let held: Promise<void> | null = null;
  const server = http.createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path && existsSync(join(distDir, path)) ? path : 'index.html';
    void (async () => {
      if (held && file === 'mockServiceWorker.js') await held;
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'text/plain' });
      response.end(readFileSync(join(distDir, file)));
    })();
  });
  return {
    server,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}

const site = serveBuild();
let base = '';

test.beforeAll(async () => {
  execFileSync('npx', ['vite', 'build', '--mode', 'mock', '--outDir', distDir], {
    stdio: 'ignore',
  });
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
});

test.afterAll(() => site.server.close());

test('a reload in mock mode keeps the mock worker, without a page error', async ({ page }) => {
  // Only counted, not changed: the page's first registration job (MSW's update, or the fix's
  // register) is what the held job must wait for before it lets the queue go.
  await page.addInitScript(() => {
    const jobs = { count: 0 };
    Object.assign(window, { serviceWorkerJobs: jobs });
    const { register } = ServiceWorkerContainer.prototype;
    const { update } = ServiceWorkerRegistration.prototype;
    ServiceWorkerContainer.prototype.register = function (...args) {
      jobs.count += 1;
      return register.apply(this, args);
    };
    ServiceWorkerRegistration.prototype.update = function () {
      jobs.count += 1;
      return update.call(this);
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/sign-in`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const release = site.hold();
  await page.evaluate(() => {
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.update().catch(() => undefined));
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { serviceWorkerJobs?: { count: number } }).serviceWorkerJobs?.count,
  );
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // A registration of our own queues behind every job the race left, so they have all ended.
  await page.evaluate(() => navigator.serviceWorker.register('/mockServiceWorker.js'));

  expect(errors).toEqual([]);
});
