// `npm run demos`: builds the panel, runs the demo tours (e2e/demos) against the HTTP mock
// server and writes demos-output/index.html. See docs/demos.md.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pagesWithoutTour } from './demos-coverage.ts';
import { readManifests, writeGallery } from './demos-gallery.ts';

const outDir = process.env.DEMOS_DIST ?? 'dist-demos';
const galleryDir = 'demos-output';
const ports = {
  E2E_PANEL_PORT: process.env.DEMOS_PANEL_PORT ?? '4296',
  E2E_MOCK_PORT: process.env.DEMOS_MOCK_PORT ?? '4396',
};

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

rmSync(galleryDir, { recursive: true, force: true });
if (run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn']) !== 0) process.exit(1);
const extra = process.argv.slice(2);
const status = run('npx', ['playwright', 'test', '--project=demos', ...extra], {
  PANEL_DEMOS: '1',
  E2E_DIST: outDir,
  ...ports,
});
const summary = writeGallery(galleryDir);
console.log(
  `demos: ${summary.tours} tours, ${summary.shots} screenshots, ${summary.skipped} skipped steps → ${galleryDir}/index.html`,
);
// Every page needs a screenshot in every language and theme; a run of some tours only
// (arguments after `--`) cannot tell, so it lists what it did not show without failing.
const missing = pagesWithoutTour(readManifests(galleryDir));
if (missing.length > 0)
  console.log(`demos: pages without a screenshot in some variant:\n  ${missing.join('\n  ')}`);
process.exitCode = status !== 0 || (extra.length === 0 && missing.length > 0) ? 1 : 0;
