import { test, expect } from '@playwright/test';
import { installedChromium, recordChromium, recordedChromium, rendererMismatch } from './renderer';

// A refresh (`npx playwright test --project=visual --update-snapshots`) records the version it
// used; otherwise this names the renderer the comparisons ran on, or why they were skipped.
test('the baselines name the chromium that made them', () => {
  const installed = installedChromium();
  const updating = test.info().config.updateSnapshots;
  if (updating === 'all' || updating === 'changed') recordChromium(installed);
  const recorded = recordedChromium();
  expect(recorded).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  const mismatch = rendererMismatch();
  test.info().annotations.push({
    type: mismatch ? 'warning' : 'renderer',
    description: mismatch ?? `baselines from chromium ${recorded}, compared on ${installed}`,
  });
  if (mismatch) console.warn(mismatch);
});
