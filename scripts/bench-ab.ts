// `npm run bench:ab -- --a=<dist> --b=<dist> [--runs=5] [--pages=server page,domain list]`: the
// Lighthouse part of the bench on two existing builds, alternating them run by run on the same
// machine, so both see the same noise. Prints, per page, the median and spread of Performance,
// LCP and TBT for A and B and whether B's gain is larger than the spread. See docs/performance.md.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compareRuns } from './bench-compare.ts';
import { LIGHTHOUSE_RUNS, withLighthouse, type RunFigures } from './bench-lighthouse.ts';
import { lighthousePages } from './bench-pages.ts';
import { serveBuilds } from './bench-servers.ts';
import { formatNumber, markdownTable, spreadText } from './bench-table.ts';

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    pages: { type: 'string' },
  },
});
const panelPort = Number(process.env.BENCH_PANEL_PORT ?? 4290);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4390);
const MIN_RUNS = 5;

const figures = [
  { name: 'Performance', key: 'performance', scale: 1, unit: '', better: 'higher' },
  { name: 'LCP', key: 'lcpMs', scale: 1000, unit: 's', better: 'lower' },
  { name: 'TBT', key: 'tbtMs', scale: 1, unit: 'ms', better: 'lower' },
] as const;

function fail(message: string): never {
  console.error(`bench:ab: ${message}`);
  process.exit(2);
}

const builds = [args.a, args.b].map((outDir, index) => {
  if (!outDir) fail('give both builds: --a=<dist folder> --b=<dist folder>');
  if (!existsSync(`${outDir}/index.html`)) fail(`${outDir} holds no build (vite build --outDir)`);
  return { outDir, panelPort: panelPort + index };
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs=${args.runs} is not a number of runs`);
if (runs < MIN_RUNS)
  console.error(`bench:ab: ${runs} runs each; a change is judged on at least ${MIN_RUNS}.`);
const wanted = args.pages?.split(',').map((name) => name.trim());
const pages = wanted
  ? lighthousePages.filter((page) => wanted.includes(page.name))
  : lighthousePages;
if (pages.length === 0)
  fail(`no such page; choose from ${lighthousePages.map((page) => page.name).join(', ')}`);

const served = await serveBuilds({ builds, mockPort });
try {
  const lines = [
    ['Page', 'Measure', 'A median', 'A spread', 'B median', 'B spread', 'B gain', 'Verdict'],
  ];
  await withLighthouse(async (runPage) => {
    for (const page of pages) {
      const results: [RunFigures[], RunFigures[]] = [[], []];
      for (let run = 0; run < runs; run += 1) {
        // A first in even rounds, B first in odd ones, so neither always follows the other.
        for (const build of run % 2 === 0 ? [0, 1] : [1, 0]) {
          const target = { panelUrl: served.panelUrls[build]!, mockUrl: served.mockUrl };
          console.error(`bench:ab: ${page.name}, run ${run + 1} of ${runs}, ${'AB'[build]}`);
          results[build]!.push(await runPage({ ...target, run: `${'ab'[build]}${run}` }, page));
        }
      }
      for (const { name, key, scale, unit, better } of figures) {
        const [a, b] = results.map((list) => list.map((run) => run[key] / scale));
        const { a: sa, b: sb, gain, verdict } = compareRuns(a!, b!, better);
        lines.push([
          page.name,
          name,
          formatNumber(sa.median, unit),
          spreadText(sa, unit),
          formatNumber(sb.median, unit),
          spreadText(sb, unit),
          formatNumber(gain, unit),
          verdict,
        ]);
      }
    }
  });
  console.log(
    `A = ${builds[0]!.outDir}, B = ${builds[1]!.outDir}, ${runs} interleaved runs each\n`,
  );
  console.log(markdownTable(lines));
} finally {
  await served.stop();
}
