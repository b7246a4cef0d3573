import { existsSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// Every wait is on something the user would see; these limits only bound how long a failure
// takes to report. They are generous because a shared 2-core machine can be slow for seconds.
const waitFor = 20_000;

// Ports and build folder can be moved so several suites can run side by side on one machine.
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4010);
const panelPort = Number(process.env.E2E_PANEL_PORT ?? 4173);
const distDir = process.env.E2E_DIST ?? 'dist';
export const MOCK_API = `http://127.0.0.1:${mockPort}`;
const PANEL = `http://127.0.0.1:${panelPort}`;
/** The demo tours run only through `npm run demos`, never as part of `npm test`. */
const withDemos = process.env.PANEL_DEMOS === '1';

/** Debian's chromium: Playwright cannot download its own browsers on these machines. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The e2e project runs in Debian's headless shell of the same chromium (`chromium-headless-shell`),
 * as Playwright's own downloads do for headless tests: the whole browser in headless mode took
 * half as long again (decision 0020). Screenshots, demos and benches stay on the whole browser.
 * Without the shell the e2e tests run in the whole browser too, only slower.
 */
const headlessShell = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const e2eLaunch = existsSync(headlessShell)
  ? { ...chromiumLaunch, executablePath: headlessShell }
  : chromiumLaunch;

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];

const visualProject: Project = {
  name: 'visual',
  testDir: './e2e/visual',
  // One baseline per test and name, without the platform suffix: there is one renderer here.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  },
  // A project's expect replaces the top level's, so its wait limit is repeated here.
  expect: {
    timeout: waitFor,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
};

const demosProject: Project = {
  name: 'demos',
  testDir: './e2e/demos',
  timeout: 180_000,
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'reduce',
    trace: 'off',
    actionTimeout: waitFor,
  },
};

export default defineConfig({
  testDir: './e2e',
  // Separate folders keep parallel local runs from deleting each other's traces.
  outputDir: process.env.E2E_OUTPUT ?? './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: waitFor },
  reporter: [['list']],
  use: {
    baseURL: PANEL,
    launchOptions: chromiumLaunch,
    locale: 'en-GB',
    timezoneId: 'Europe/Stockholm',
    // A trace is recorded for every test and kept for a failure, which costs about a quarter of
    // the run (vps and dns specs, 2 runs each: 153–181 s with, 121–124 s without). CI keeps only
    // the printed output, so there it is off; rerun a failure locally to get its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testMatch: /.*\.spec\.ts/,
      testIgnore: /(visual|demos)\//,
      use: { browserName: 'chromium', launchOptions: e2eLaunch },
    },
    visualProject,
    ...(withDemos ? [demosProject] : []),
  ],
  webServer: [
    {
      command: 'npx tsx scripts/mock-server.ts',
      env: { MOCK_PORT: String(mockPort), MOCK_ALLOWED_ORIGINS: PANEL },
      url: `${MOCK_API}/__mock/health`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The production build (no MSW), pointed at the mock server on another origin.
      command: `npx vite preview --host 127.0.0.1 --port ${panelPort} --strictPort --outDir ${distDir}`,
      url: PANEL,
      env: { PANEL_API_BASE_URL: MOCK_API },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
