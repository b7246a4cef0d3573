/**
 * Node micro-benchmark: parsing and diffing a 5,000-record zone file against a zone of 5,000
 * records (half unchanged, a quarter changed, a quarter new), plus the zone check on the result.
 * Budget: 1 s. Run with `npx tsx scripts/bench-zone-file.ts`.
 */
import type { DnsZoneDetail } from '../src/api/dns/dns';
import { planImport } from '../src/features/dns/zone-file/zone-import-plan';

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

const runs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const start = performance.now();
  const plan = planImport(text, zone);
  runs.push(performance.now() - start);
  if (plan.errors.length > 0 || plan.lines.length < 5000) throw new Error('unexpected plan');
}
runs.sort((a, b) => a - b);
const median = runs[2] ?? 0;
console.log(
  `parse+diff+lint of 5,000 records: median ${median.toFixed(0)} ms (runs ${runs.map((r) => r.toFixed(0)).join(', ')}); budget 1000 ms`,
);
if (median > 1000) process.exitCode = 1;
