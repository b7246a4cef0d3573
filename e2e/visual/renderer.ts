import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumLaunch } from '../../playwright.config';

const recordFile = fileURLToPath(new URL('./CHROMIUM_VERSION', import.meta.url));

/** `Chromium 156.0.8078.79 built on Debian …` → `156.0.8078.79`. */
export function installedChromium(): string {
  const output = execFileSync(chromiumLaunch.executablePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const version = /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1];
  if (!version) throw new Error(`cannot read a version from: ${output}`);
  return version;
}

export function recordedChromium(): string {
  return readFileSync(recordFile, 'utf8').trim();
}

export function recordChromium(version: string): void {
  writeFileSync(recordFile, `${version}\n`);
}

const major = (version: string) => version.split('.')[0];

/**
 * Pixel baselines only mean something on the renderer that made them. Debian ships chromium's
 * security releases every few weeks, so a fresh machine may have another one: within the major
 * version the rendering has stayed the same to the pixel (156.0.8078.79 → .108 did), across
 * majors it may not. There the comparisons are skipped with this reason instead of failing on
 * noise; the rest of the visual project (axe, widths) still runs.
 */
export function rendererMismatch(): string | null {
  const installed = installedChromium();
  const recorded = recordedChromium();
  if (major(installed) === major(recorded)) return null;
  return `baselines were made with chromium ${recorded}, this is ${installed}: pixel comparisons skipped; refresh them (docs/demos.md)`;
}
