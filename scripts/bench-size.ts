import { pathToFileURL } from 'node:url';
import {
  buildBundle,
  entryChunk,
  gzipTotal,
  staticClosure,
  type Bundle,
  type BundleChunk,
} from './bench-bundle.ts';
import { formatTable, rowPasses, type BenchRow } from './bench-table.ts';

const KB = 1000;
// All JavaScript grows with every page the panel gains; what a visitor downloads is held by the
// entry and per-route budgets. 380 and an entry of 131 since 28 Nov 2026 (docs/performance.md
// says why).
export const sizeBudgetsKb = { entry: 131, route: 30, securityReport: 45, allJs: 380 };

/** A page of an area, loaded by its route (src/features/<area>/routes.tsx). */
const pageSource = /^src\/features\/([a-z]+)\/(?:.*\/)?([\w-]+)\.tsx$/;
const securityReportSource = /^src\/features\/cdn\/.*security-report.*\.tsx?$/;
const formsLibrary = { label: 'react-hook-form', pattern: /\/node_modules\/react-hook-form\// };
/** Code that must load only when needed: the mock API and the forms stack. */
const notInEntry: { label: string; pattern: RegExp }[] = [
  { label: 'MSW', pattern: /\/node_modules\/(msw|@mswjs)\// },
  { label: 'mock API', pattern: /\/src\/mocks\// },
  formsLibrary,
  { label: 'zod resolver', pattern: /\/node_modules\/@hookform\/resolvers\// },
];

/**
 * Pages without a form (two of the pages Lighthouse measures): opening one must not download and
 * evaluate the forms library. A server's page is not one: its firmware section is a form.
 */
const formlessPages: { label: string; source: RegExp }[] = [
  { label: 'the domain list', source: /^src\/features\/domains\/.*domain-list-page\.tsx$/ },
  {
    label: 'the CDN security report',
    source: /^src\/features\/cdn\/security\/security-report-page\.tsx$/,
  },
];

function routeLabel(chunk: BundleChunk): string {
  if (chunk.source && securityReportSource.test(chunk.source))
    return 'CDN security report (with charts)';
  const page = chunk.source ? pageSource.exec(chunk.source) : null;
  if (page) return `route: ${page[1]} › ${page[2]}`;
  return `lazy chunk: ${chunk.source ?? chunk.fileName}`;
}

/** `assets/list-view-De-w3C89.js` → `list-view`: names that stay put between builds. */
function chunkName(fileName: string): string {
  return fileName.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
}

function routeLimit(chunk: BundleChunk): number {
  return chunk.source && securityReportSource.test(chunk.source)
    ? sizeBudgetsKb.securityReport
    : sizeBudgetsKb.route;
}

/** Everything already loaded when `chunk` is requested: the closures of what imports it lazily. */
function loadedBefore(bundle: Bundle, chunk: BundleChunk, entryFiles: Set<string>): Set<string> {
  const loaded = new Set(entryFiles);
  for (const importer of bundle.chunks.values()) {
    if (importer.dynamicImports.includes(chunk.fileName))
      for (const file of staticClosure(bundle, importer.fileName)) loaded.add(file);
  }
  return loaded;
}

/**
 * What a lazily loaded route costs when it is opened: its own chunk and the chunks only it
 * needs (the security report's chart library counts with the report), leaving out what is loaded
 * already (the entry; for a page inside an area, the area). Chunks that several routes share,
 * such as the forms code, get their own rows and count in the total.
 */
function routeRows(bundle: Bundle, entryFiles: Set<string>): BenchRow[] {
  const lazy = [...bundle.chunks.values()].filter(
    (chunk) => chunk.isDynamicEntry && !entryFiles.has(chunk.fileName),
  );
  const needs = new Map(
    lazy.map((chunk) => {
      const before = loadedBefore(bundle, chunk, entryFiles);
      return [
        chunk,
        [...staticClosure(bundle, chunk.fileName)].filter((file) => !before.has(file)),
      ];
    }),
  );
  const users = new Map<string, number>();
  for (const files of needs.values())
    for (const file of files) users.set(file, (users.get(file) ?? 0) + 1);
  const lazyFiles = new Set(lazy.map((chunk) => chunk.fileName));
  const rows = lazy.map((chunk): BenchRow => {
    const own = (needs.get(chunk) ?? []).filter(
      (file) => file === chunk.fileName || (users.get(file) === 1 && !lazyFiles.has(file)),
    );
    return {
      group: 'size (gzip)',
      name: routeLabel(chunk),
      value: gzipTotal(bundle, own) / KB,
      unit: 'kB',
      limit: routeLimit(chunk),
      note: `${own.length} file(s)`,
    };
  });
  const shared = [...users]
    .filter(([file, count]) => count > 1 && !lazyFiles.has(file))
    .map(([file, count]): BenchRow => ({
      group: 'size (gzip)',
      name: `shared lazy chunk: ${chunkName(file)}`,
      value: gzipTotal(bundle, [file]) / KB,
      unit: 'kB',
      // The shell is on every signed-in page's first paint: it keeps the budget of a page's code,
      // which it had while its shared code was a file of its own (build/chunk-groups.ts).
      limit: chunkName(file) === 'shell' ? sizeBudgetsKb.route : null,
      note: `used by ${count} routes`,
    }));
  return [
    ...rows.sort((a, b) => a.name.localeCompare(b.name)),
    ...shared.sort((a, b) => (b.value ?? 0) - (a.value ?? 0)),
  ];
}

function forbiddenInEntry(bundle: Bundle, entryFiles: Set<string>): BenchRow[] {
  const moduleIds = [...entryFiles].flatMap((file) => bundle.chunks.get(file)?.moduleIds ?? []);
  return notInEntry.map(({ label, pattern }) => {
    const found = moduleIds.filter((id) => pattern.test(id));
    return {
      group: 'size (gzip)',
      name: `${label} not in the entry`,
      value: null,
      unit: '',
      limit: null,
      ok: found.length === 0,
      note: found.length ? found.slice(0, 2).join(', ') : 'absent',
    };
  });
}

function formsLibraryAbsent(bundle: Bundle): BenchRow[] {
  const chunks = [...bundle.chunks.values()];
  return formlessPages.map(({ label, source }) => {
    const page = chunks.find((chunk) => chunk.source !== null && source.test(chunk.source));
    const found = page
      ? [...staticClosure(bundle, page.fileName)].filter((file) =>
          bundle.chunks.get(file)?.moduleIds.some((id) => formsLibrary.pattern.test(id)),
        )
      : [];
    const ok = page !== undefined && found.length === 0;
    return {
      group: 'size (gzip)',
      name: `${formsLibrary.label} not loaded with ${label}`,
      value: null,
      unit: '',
      limit: null,
      ok,
      note: page ? found.join(', ') || 'absent' : 'page chunk not found',
    };
  });
}

function mockWorkerAbsent(bundle: Bundle): BenchRow {
  const shipped = bundle.assetNames.filter((name) => name.includes('mockServiceWorker'));
  const code = [...bundle.chunks.values()].filter((chunk) =>
    chunk.moduleIds.some((id) => /\/node_modules\/msw\//.test(id)),
  );
  const ok = shipped.length === 0 && code.length === 0;
  return {
    group: 'size (gzip)',
    name: 'no MSW anywhere in the production build',
    value: null,
    unit: '',
    limit: null,
    ok,
    note: ok ? 'absent' : [...shipped, ...code.map((chunk) => chunk.fileName)].join(', '),
  };
}

export function sizeRows(bundle: Bundle): BenchRow[] {
  const entry = entryChunk(bundle);
  const entryFiles = staticClosure(bundle, entry.fileName);
  const allJs = gzipTotal(bundle, bundle.chunks.keys()) / KB;
  return [
    {
      group: 'size (gzip)',
      name: 'entry (with its static imports)',
      value: gzipTotal(bundle, entryFiles) / KB,
      unit: 'kB',
      limit: sizeBudgetsKb.entry,
      note: `${entryFiles.size} file(s)`,
    },
    ...routeRows(bundle, entryFiles),
    {
      group: 'size (gzip)',
      name: 'all JavaScript',
      value: allJs,
      unit: 'kB',
      limit: sizeBudgetsKb.allJs,
      note: `${bundle.chunks.size} chunks`,
    },
    ...forbiddenInEntry(bundle, entryFiles),
    ...formsLibraryAbsent(bundle),
    mockWorkerAbsent(bundle),
  ];
}

export async function measureSizes(): Promise<BenchRow[]> {
  return sizeRows(await buildBundle());
}

async function main() {
  const rows = await measureSizes();
  console.log(formatTable(rows));
  const failed = rows.filter((row) => !rowPasses(row));
  if (failed.length > 0) {
    console.error(`\nSize budget exceeded: ${failed.map((row) => row.name).join('; ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
