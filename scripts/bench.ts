// `npm run bench`: every budget of issue 8 measured on the production build, printed as one table.
// Exits non-zero when a figure is over its budget. `--skip-lighthouse` leaves out the slow part.
import { writeFileSync } from 'node:fs';
import { buildBundle } from './bench-bundle.ts';
import { measureLargeZone } from './bench-dns-zone.ts';
import { measureLighthouse } from './bench-lighthouse.ts';
import { measurePolling } from './bench-polling.ts';
import { measureRouteRequests } from './bench-routes.ts';
import { servePanel } from './bench-servers.ts';
import { sizeRows } from './bench-size.ts';
import { formatTable, rowPasses, type BenchRow } from './bench-table.ts';

const outDir = process.env.BENCH_DIST ?? 'dist-bench';
const panelPort = Number(process.env.BENCH_PANEL_PORT ?? 4290);
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4390);
const skipLighthouse = process.argv.includes('--skip-lighthouse');

function progress(step: string) {
  console.error(`bench: ${step}…`);
}

async function measureServed(): Promise<BenchRow[]> {
  const served = await servePanel({ outDir, panelPort, mockPort });
  try {
    progress('API requests per route load');
    const rows = await measureRouteRequests(served.panelUrl, served.mockUrl);
    progress('the 2,000-record zone at 4× CPU slowdown');
    rows.push(...(await measureLargeZone(served.panelUrl, served.mockUrl)));
    if (!skipLighthouse) {
      progress('Lighthouse, 4 pages × 3 runs');
      rows.push(...(await measureLighthouse(served.panelUrl, served.mockUrl)));
    }
    return rows;
  } finally {
    await served.stop();
  }
}

async function main() {
  progress(`building the production bundle into ${outDir}`);
  const rows = sizeRows(await buildBundle(process.cwd(), outDir));
  progress('polling on fake timers');
  rows.push(...measurePolling());
  rows.push(...(await measureServed()));
  const table = formatTable(rows);
  console.log(table);
  if (process.env.BENCH_TABLE_OUT) writeFileSync(process.env.BENCH_TABLE_OUT, `${table}\n`);
  const failed = rows.filter((row) => !rowPasses(row));
  if (failed.length > 0) {
    console.error(`\n${failed.length} figure(s) over budget: ${failed.map((row) => `${row.group} / ${row.name}`).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
