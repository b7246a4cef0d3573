import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export interface BundleChunk {
  fileName: string;
  gzipBytes: number;
  source: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

export interface Bundle {
  chunks: Map<string, BundleChunk>;
  assetNames: string[];
}

function gzipSize(code: string): number {
  return gzipSync(code, { level: 9 }).length;
}

function relativeSource(facade: string | null, root: string): string | null {
  return facade ? facade.replace(`${root}/`, '') : null;
}

/** Builds the production bundle (in memory unless `outDir` is given) and gzips every chunk. */
export async function buildBundle(root = process.cwd(), outDir?: string): Promise<Bundle> {
  const output = outDir ? { outDir, emptyOutDir: true } : { write: false };
  const result = await build({ root, mode: 'production', logLevel: 'warn', build: output });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) =>
    'output' in item ? item.output : [],
  );
  const chunks = new Map<string, BundleChunk>();
  const assetNames: string[] = [];
  for (const item of outputs) {
    if (item.type === 'asset') {
      assetNames.push(item.fileName);
      continue;
    }
    const chunk: OutputChunk = item;
    chunks.set(chunk.fileName, {
      fileName: chunk.fileName,
      gzipBytes: gzipSize(chunk.code),
      source: relativeSource(chunk.facadeModuleId, root),
      isEntry: chunk.isEntry,
      isDynamicEntry: chunk.isDynamicEntry,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      moduleIds: chunk.moduleIds,
    });
  }
  return { chunks, assetNames };
}

/** A chunk and everything it imports statically, i.e. what the browser loads for it. */
export function staticClosure(
  bundle: Bundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of bundle.chunks.get(fileName)?.imports ?? [])
    staticClosure(bundle, imported, seen);
  return seen;
}

export function gzipTotal(bundle: Bundle, fileNames: Iterable<string>): number {
  let total = 0;
  for (const fileName of fileNames) total += bundle.chunks.get(fileName)?.gzipBytes ?? 0;
  return total;
}

export function entryChunk(bundle: Bundle): BundleChunk {
  const entry = [...bundle.chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return entry;
}
