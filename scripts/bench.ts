// `npm run bench`: every budget of issue 8 measured on the production build, printed as one table.
// Exits non-zero when a figure is over its budget.
// `-- --only=size,polling,search,zonefile,routes,home,zone,lighthouse`
// runs some parts; `-- --skip-lighthouse` leaves out the slowest one.
import { writeFileSync } from 'node:fs';
import { buildBundle } from './bench-bundle.ts';
import { measureLargeZone } from './bench-dns-zone.ts';
import { measureHome } from './bench-home.ts';
import { measureMachine } from './bench-machine.ts';
import { measureZoneFile } from './bench-zone-file.ts';
import { measureZoneSearch } from './bench-zone-search.ts';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './bench-lighthouse.ts';
import { lighthousePages } from './bench-pages.ts';
import { measurePolling } from './bench-polling.ts';
import { measureRouteRequests } from './bench-routes.ts';
import { servePanel } from './bench-servers.ts';
import { sizeRows } from './bench-size.ts';
import { formatTable, rowPasses, type BenchRow } from './bench-table.ts';

const outDir = process.env.BENCH_DIST ?? 'dist-bench';
const panelPort = Number(process.env.BENCH_PANEL_PORT ?? 4290);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4390);

const parts = [
  'size',
  'polling',
  'search',
  'zonefile',
  'routes',
  'home',
  'zone',
  'lighthouse',
] as const;
type Part = (typeof parts)[number];
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const chosen = new Set<Part>(
  parts.filter((part) =>
    only
      ? only.includes(part)
      : !(part === 'lighthouse' && process.argv.includes('--skip-lighthouse')),
  ),
);

function progress(step: string) {
  console.error(`bench: ${step}…`);
}

type ServedPart = {
  part: Part;
  label: string;
  measure: (panelUrl: string, mockUrl: string) => Promise<BenchRow[]>;
};
const servedParts: ServedPart[] = [
  { part: 'routes', label: 'API requests per route load', measure: measureRouteRequests },
  { part: 'home', label: 'home requests and finder keystrokes', measure: measureHome },
  { part: 'zone', label: 'the 2,000-record zone at 4× CPU slowdown', measure: measureLargeZone },
  {
    part: 'lighthouse',
    label: `Lighthouse, ${lighthousePages.length} pages × ${LIGHTHOUSE_RUNS} runs`,
    measure: measureLighthouse,
  },
];

async function measureServed(): Promise<BenchRow[]> {
  const wanted = servedParts.filter(({ part }) => chosen.has(part));
  if (wanted.length === 0) return [];
  const served = await servePanel({ outDir, panelPort, mockPort });
  try {
    const rows: BenchRow[] = [];
    for (const { label, measure } of wanted) {
      progress(label);
      rows.push(...(await measure(served.panelUrl, served.mockUrl)));
    }
    return rows;
  } finally {
    await served.stop();
  }
}

async function main() {
  progress(`building the production bundle into ${outDir}`);
  const bundle = await buildBundle(process.cwd(), outDir);
  const rows = measureMachine();
  if (chosen.has('size')) rows.push(...sizeRows(bundle));
  if (chosen.has('polling')) {
    progress('polling on fake timers');
    rows.push(...measurePolling());
  }
  if (chosen.has('search')) {
    progress('the search across 20 zones × 2,000 records, in node');
    rows.push(...measureZoneSearch());
  }
  if (chosen.has('zonefile')) {
    progress('parsing and diffing a 5,000-record zone file, in node');
    rows.push(...measureZoneFile());
  }
  rows.push(...(await measureServed()));
  const table = formatTable(rows);
  console.log(table);
  if (process.env.BENCH_TABLE_OUT) writeFileSync(process.env.BENCH_TABLE_OUT, `${table}\n`);
  const failed = rows.filter((row) => !rowPasses(row));
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} figure(s) over budget: ${failed.map((row) => `${row.group} / ${row.name}`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
