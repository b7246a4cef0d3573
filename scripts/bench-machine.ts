import { median, spreadOf, type BenchRow } from './bench-table.ts';

const PAGE = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;

/**
 * What the machine charges for a page of memory a process touches for the first time (a minor
 * page fault): the first write to each page of a fresh allocation, less a second write to the
 * same pages. Large allocations come straight from the kernel, untouched.
 */
function pageFaultMicros(): number {
  const buffer = Buffer.allocUnsafeSlow(PROBE_BYTES);
  const start = performance.now();
  for (let offset = 0; offset < PROBE_BYTES; offset += PAGE) buffer[offset] = 1;
  const firstTouch = performance.now() - start;
  const again = performance.now();
  for (let offset = 0; offset < PROBE_BYTES; offset += PAGE) buffer[offset] = 2;
  const secondTouch = performance.now() - again;
  return ((firstTouch - secondTouch) * 1000) / (PROBE_BYTES / PAGE);
}

/**
 * A figure without a budget that tells machines apart where Lighthouse's benchmarkIndex does not:
 * chromium's renderer takes tens of thousands of page faults per page load, and a virtual machine
 * can make each one cost many times what it costs a phone (docs/performance.md).
 */
export function measureMachine(runs = 5): BenchRow[] {
  const values = Array.from({ length: runs }, pageFaultMicros);
  return [
    {
      group: 'machine',
      name: 'a fresh page of memory (minor page fault)',
      value: median(values),
      spread: spreadOf(values),
      unit: 'µs',
      digits: 1,
      limit: null,
      note: `reported only; median of ${runs}`,
    },
  ];
}
