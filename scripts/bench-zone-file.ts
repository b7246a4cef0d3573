/**
 * Node micro-benchmark: parsing and diffing a 5,000-record zone file against a zone of 5,000
 * records (half unchanged, a quarter changed, a quarter new), plus the zone check on the result.
 * Budget: 1 s at 4× CPU slowdown. Run alone with `npx tsx scripts/bench-zone-file.ts`, or in `npm run bench`.
 */
import { pathToFileURL } from 'node:url';
import type { DnsZoneDetail } from '../src/api/dns/dns';
import { planImport } from '../src/features/dns/zone-file/zone-import-plan';
import { median, spreadOf, type BenchRow } from './bench-table.ts';

const zoneName = 'bench.example';
const records = Array.from({ length: 5000 }, (_, index) => ({
  id: `drr_${index}`,
  type: index % 2 === 0 ? ('A' as const) : ('TXT' as const),
  name: `host-${index}`,
  value: index % 2 === 0 ? `198.51.99.${index % 250}` : `token-${index}`,
  ttl: 3600,
  proxied: false,
}));
const zone: DnsZoneDetail = {
  id: 'zone_bench',
  name: zoneName,
  domainId: null,
  recordCount: records.length,
  emailForwarding: false,
  cdnZoneId: null,
  records,
};
const lines = records.map((record, index) => {
  const name = index % 4 === 3 ? `new-${index}` : record.name;
  const ttl = index % 4 === 2 ? 600 : 3600;
  const value = record.type === 'TXT' ? `"${record.value}"` : record.value;
  return `${name} ${ttl} IN ${record.type} ${value}`;
});
const text = `$ORIGIN ${zoneName}.\n${lines.join('\n')}\n`;

const RUNS = 7;
const BUDGET_MS = 1000;
const CPU_SLOWDOWN = 4;

/**
 * Median and spread of several runs, each the first plan of a fresh copy of the text (as a
 * user's one import is). Node cannot slow its CPU, so the times are multiplied by 4 for the
 * budget's 4× slowdown.
 */
export function measureZoneFile(): BenchRow[] {
  const runs: number[] = [];
  // The first run warms the JIT up and is not counted.
  for (let run = 0; run <= RUNS; run += 1) {
    const start = performance.now();
    const plan = planImport(`${text}\n`, zone);
    if (run > 0) runs.push((performance.now() - start) * CPU_SLOWDOWN);
    if (plan.errors.length > 0 || plan.lines.length < 5000) throw new Error('unexpected plan');
  }
  return [
    {
      group: 'zone file (node)',
      name: `parse, diff and check 5,000 records, ×${CPU_SLOWDOWN}`,
      value: median(runs),
      spread: spreadOf(runs),
      unit: 'ms',
      limit: BUDGET_MS,
      note: `node time ×${CPU_SLOWDOWN} for the 4× CPU budget; ${RUNS} runs`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [row] = measureZoneFile();
  console.log(
    `parse+diff+lint of 5,000 records: median ${row?.value?.toFixed(0)} ms (${row?.spread?.min.toFixed(0)}–${row?.spread?.max.toFixed(0)}); budget ${BUDGET_MS} ms`,
  );
  if (row && (row.value ?? 0) > BUDGET_MS) process.exitCode = 1;
}
