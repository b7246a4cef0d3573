// `npm run bench:what-if -- --page="domain list" --scale="index-.*\.js=0.77" [--scale=…]
// [--path] [--gathers=3] [--dist=dist-bench]`: loads the page with Lighthouse a few times, keeps
// each load's trace and network log, and audits every load again as if the matching files had been
// that many times their size. Same load, same trace: the difference is the change, not the
// machine. `--path` prints, for each load as built, the requests on the simulated paint's path.
// See docs/performance.md, "What a smaller file would buy".
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { auditArtifacts, withLighthouse, type RunFigures } from './bench-lighthouse.ts';
import { lighthousePages } from './bench-pages.ts';
import { servePanel } from './bench-servers.ts';
import { formatNumber, markdownTable } from './bench-table.ts';
import { lastPaintPath, type PathStep } from './what-if-path.ts';
import { parseTransferRule, scaleTransfers, type DevtoolsEvent } from './what-if-transfers.ts';

const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: 'domain list' },
    scale: { type: 'string', multiple: true, default: [] },
    gathers: { type: 'string', default: '3' },
    path: { type: 'boolean', default: false },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist-bench' },
  },
});

function fail(message: string): never {
  console.error(`bench:what-if: ${message}`);
  process.exit(2);
}

const page = lighthousePages.find(({ name }) => name === args.page);
if (!page)
  fail(`no page "${args.page}"; choose from ${lighthousePages.map(({ name }) => name).join(', ')}`);
if (!existsSync(join(args.dist, 'index.html')))
  fail(`${args.dist} holds no build (npx vite build --outDir ${args.dist})`);
const gathers = Number(args.gathers);
if (!Number.isInteger(gathers) || gathers < 1) fail(`--gathers=${args.gathers} is not a number`);
// Each --scale is one scenario; rules inside one are separated by commas.
const scenarios = args.scale.map((text) => ({
  text,
  rules: text.split(',').map((rule) => {
    try {
      return parseTransferRule(rule.trim());
    } catch (error) {
      return fail(String((error as Error).message));
    }
  }),
}));
if (scenarios.length === 0 && !args.path)
  fail('give at least one --scale="<URL pattern>=<factor>", or --path');

const workDir = mkdtempSync(join(tmpdir(), 'what-if-'));
const served = await servePanel({
  outDir: args.dist,
  panelPort: Number(process.env.BENCH_PANEL_PORT ?? 4290),
  mockPort: Number(process.env.BENCH_MOCK_PORT ?? 4390),
});
const loads: string[] = [];
const baseline: RunFigures[] = [];
const paths: PathStep[][] = [];
try {
  await withLighthouse(async (_runPage, gatherPage) => {
    for (let run = 0; run < gathers; run += 1) {
      const dir = join(workDir, `load-${run}`);
      baseline.push(
        await gatherPage(
          { panelUrl: served.panelUrl, mockUrl: served.mockUrl, run: `what-if-${run}` },
          page,
          dir,
        ),
      );
      // Read now: the next audit replaces the simulation this one left behind.
      if (args.path) paths.push(lastPaintPath());
      loads.push(dir);
    }
  });
} finally {
  await served.stop();
}

const logFile = 'defaultPass.devtoolslog.json';
const seconds = (ms: number) => formatNumber(ms / 1000, 's');
const lines = [
  ['Scenario', ...loads.map((_, run) => `load ${run + 1}: LCP (change), Performance`)],
];
// One audit at a time: Lighthouse keeps its timings in one global per process.
lines.push([
  'as built',
  ...baseline.map((figures) => `${seconds(figures.lcpMs)}, ${figures.performance}`),
]);
for (const [run, path] of paths.entries()) {
  const steps = path.map(({ url, bytes, startMs, endMs }) => [
    url.replace(/^\w+:\/\/[^/]+/, ''),
    formatNumber(bytes / 1000, 'kB'),
    `${Math.round(startMs)} ms`,
    `${Math.round(endMs)} ms`,
  ]);
  console.log(`load ${run + 1}: the requests on the simulated paint's path, by when they end\n`);
  console.log(markdownTable([['Request', 'On the wire', 'Starts', 'Ends'], ...steps]) + '\n');
}
// Each load gets one copy to edit, whose network log is rewritten for each scenario in turn.
const editable = loads.map((dir, run) => {
  const edited = join(workDir, `edited-${run}`);
  cpSync(dir, edited, { recursive: true });
  const log = JSON.parse(readFileSync(join(dir, logFile), 'utf8')) as DevtoolsEvent[];
  return { edited, log };
});
for (const scenario of scenarios) {
  const cells: string[] = [];
  for (const [run, { edited, log }] of editable.entries()) {
    const { log: scaled, matched } = scaleTransfers(log, scenario.rules);
    if (matched.length === 0) fail(`"${scenario.text}" matches no request of the load`);
    writeFileSync(join(edited, logFile), JSON.stringify(scaled));
    const figures = await auditArtifacts(edited);
    const change = figures.lcpMs - baseline[run]!.lcpMs;
    cells.push(
      `${seconds(figures.lcpMs)} (${change > 0 ? '+' : ''}${Math.round(change)} ms), ${figures.performance}`,
    );
  }
  lines.push([scenario.text, ...cells]);
}
rmSync(workDir, { recursive: true, force: true });
console.log(`${page.name}, ${gathers} load(s) of ${args.dist}:\n`);
console.log(markdownTable(lines));
