// Proves the production build is what the panel promises: no mock API, no worker, no inline
// script but the theme's, no data: assets, no demo keys. Run after `vite build` (npm run test:build).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { themeBootScript } from '../build/theme-boot.ts';

const dist = process.argv[2] ?? 'dist';
const failures = [];
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(dist);

if (existsSync(join(dist, 'mockServiceWorker.js')))
  failures.push('dist/mockServiceWorker.js exists');
const forbidden = [
  ['setupWorker', 'MSW browser code'],
  ['mockServiceWorker', 'the MSW worker'],
  ['demo_owner_key', 'a demo key'],
  ['demo_support_key', 'a demo key'],
  ['Bearer demo', 'a bearer token'],
  ['Demo keys (mock API)', 'the demo keys panel'],
  ['data:image', 'an inlined data: image'],
  ['data:font', 'an inlined data: font'],
];
for (const file of files.filter((path) => /\.(js|css|html)$/.test(path))) {
  const text = readFileSync(file, 'utf8');
  for (const [needle, what] of forbidden) {
    if (text.includes(needle)) failures.push(`${file} contains ${what} (${needle})`);
  }
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// One inline script only: the theme's, whose hash the policy allows (decision 0021).
for (const match of html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)) {
  if (!/\bsrc=/.test(match[1]) && match[2] !== themeBootScript)
    failures.push("index.html has an inline <script> other than the theme's");
}
if (/<style\b/.test(html)) failures.push('index.html has an inline <style>');

// The shell paints the page's frame on a cold start: it must come in one file that waits only for
// the entry, not for the page kit, zod or a second file of its own (build/shell-modules.ts).
const assets = join(dist, 'assets');
const shellFile = readdirSync(assets).find((name) => /^shell-[\w-]{8}\.js$/.test(name));
if (!shellFile) failures.push('no shell chunk in the build');
else {
  // Every file the shell's chunk imports statically, and every file those import, is waited for.
  const waitedFor = [shellFile];
  for (const file of waitedFor) {
    const text = readFileSync(join(assets, file), 'utf8');
    for (const match of text.matchAll(/from\s*"\.\/(([\w-]+?)-[\w-]{8}\.js)"/g)) {
      if (waitedFor.includes(match[1])) continue;
      waitedFor.push(match[1]);
      if (!['index', 'rolldown-runtime'].includes(match[2]))
        failures.push(`${file} imports ${match[2]}, which the shell waits for before it can paint`);
    }
  }
}

if (failures.length > 0) {
  console.error(`Build check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Build check passed: ${files.length} files, no MSW, no worker, no inline script but the theme's, no inline style, no data: assets, no demo keys; the shell comes in one file that needs only the entry.`,
);
