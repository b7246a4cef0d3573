import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TourManifest } from '../e2e/demos/tour.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function readManifests(dir: string): TourManifest[] {
  const folder = join(dir, 'manifest');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as TourManifest)
    .sort((a, b) => a.area.localeCompare(b.area) || a.variant.id.localeCompare(b.variant.id));
}

function figure(manifest: TourManifest, index: number): string {
  const step = manifest.steps[index];
  if (!step) return '';
  const text = escape(step.caption[manifest.variant.language]);
  const number = String(index + 1).padStart(2, '0');
  if (!step.file)
    return `<figure class="skipped"><figcaption><b>${number}</b> ${text}<br><small>${escape(step.skipped ?? '')}</small></figcaption></figure>`;
  const src = escape(step.file);
  return `<figure><a href="${src}"><img src="${src}" alt="${text}" loading="lazy"></a><figcaption><b>${number}</b> ${text}</figcaption></figure>`;
}

function section(manifest: TourManifest): string {
  const { variant } = manifest;
  const id = `${manifest.area}-${variant.id}`;
  const figures = manifest.steps.map((_, index) => figure(manifest, index)).join('\n');
  return `<section id="${escape(id)}" class="${variant.theme}" lang="${variant.language}"><h2>${escape(manifest.title[variant.language])} <small>${escape(variant.id)}</small></h2><div class="grid">${figures}</div></section>`;
}

const style = `body{font-family:'DejaVu Sans',sans-serif;margin:0 auto;max-width:1400px;padding:1rem;color:#0f172a}
nav a{margin-right:.6rem}section{padding:1rem;border-radius:8px;margin:1.5rem 0}section.dark{background:#0f172a;color:#f1f5f9}
section.dark a{color:#93c5fd}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:1rem}
figure{margin:0}img{width:100%;height:220px;object-fit:cover;object-position:top;border:1px solid #94a3b8;border-radius:4px}
figcaption{font-size:.85rem;margin-top:.3rem}.skipped figcaption{opacity:.7}small{font-weight:normal}`;

/** Writes `index.html` in `dir`: every tour, in every language and theme, captioned. */
export function writeGallery(dir: string): { tours: number; shots: number; skipped: number } {
  const manifests = readManifests(dir);
  const links = manifests
    .map(
      (manifest) =>
        `<a href="#${escape(`${manifest.area}-${manifest.variant.id}`)}">${escape(manifest.title.en)} (${escape(manifest.variant.id)})</a>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Control panel demos</title><style>${style}</style></head>
<body><h1>Control panel: demo tours</h1>
<p>Screenshots of scripted tours through each area against the mock API, in English and Swedish, light and dark (made by <code>npm run demos</code>).</p>
<nav>${links}</nav>
${manifests.map(section).join('\n')}
</body></html>
`;
  writeFileSync(join(dir, 'index.html'), html);
  const steps = manifests.flatMap((manifest) => manifest.steps);
  return {
    tours: manifests.length,
    shots: steps.filter((step) => step.file).length,
    skipped: steps.filter((step) => !step.file).length,
  };
}
