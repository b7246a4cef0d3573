import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';

const recordFile = fileURLToPath(new URL('./CHROMIUM_VERSION', import.meta.url));

/** `Chromium 156.0.8078.79 built on Debian …` → `156.0.8078.79`. */
function installedVersion(): string {
  const output = execFileSync(chromiumLaunch.executablePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const version = /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1];
  if (!version) throw new Error(`cannot read a version from: ${output}`);
  return version;
}

// Baselines are only comparable when made by the same renderer. A refresh
// (`npx playwright test --project=visual --update-snapshots`) records the version it used.
test('the baselines were made with the installed chromium', () => {
  const installed = installedVersion();
  if (
    test.info().config.updateSnapshots === 'all' ||
    test.info().config.updateSnapshots === 'changed'
  ) {
    writeFileSync(recordFile, `${installed}\n`);
  }
  const recorded = readFileSync(recordFile, 'utf8').trim();
  expect(
    installed,
    `chromium is ${installed} but the baselines were made with ${recorded}; refresh them (see docs/performance.md)`,
  ).toBe(recorded);
});
