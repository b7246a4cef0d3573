import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchRow } from './bench-table.ts';

interface PollingFigures {
  oneMinute?: number;
  fiveMinutes?: number;
  afterTerminal?: number;
  whileHidden?: number;
  whenShown?: number;
  hiddenNotifying?: number;
  afterLeaving?: number;
}

/** Runs the fake-timer polling test (scripts/bench-polling.test.ts) and reads its figures. */
export function measurePolling(): BenchRow[] {
  const out = join(mkdtempSync(join(tmpdir(), 'panel-bench-')), 'polling.json');
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', 'scripts/bench-polling.test.ts'],
    {
      // Vite's build sets NODE_ENV=production in this process; the test needs React's test build.
      env: { ...process.env, NODE_ENV: 'test', BENCH_POLLING_OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const figures = JSON.parse(readFileSync(out, 'utf8')) as PollingFigures;
  const group = 'API requests (fake timers)';
  const row = (name: string, value: number | undefined, limit: number): BenchRow => ({
    group,
    name,
    value: value ?? null,
    unit: 'requests',
    limit,
    ok: value !== undefined && value <= limit && run.status === 0,
  });
  return [
    row('polling a 1-minute operation', figures.oneMinute, 8),
    row('polling a 5-minute operation', figures.fiveMinutes, 20),
    row('after a terminal status (30 min)', figures.afterTerminal, 0),
    row('while the tab is hidden (5 min)', figures.whileHidden, 0),
    row('at once when the tab is shown again', figures.whenShown, 1),
    row('while hidden, browser notice asked for (5 min)', figures.hiddenNotifying, 6),
    row('once nothing follows it (10 min)', figures.afterLeaving, 0),
  ];
}
