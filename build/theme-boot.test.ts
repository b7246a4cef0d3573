import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePreference } from '../src/lib/preferences';
import { applyTheme, storedTheme } from '../src/lib/theme';
import { contentSecurityPolicy } from './csp';
import { themeBootScript, themeBootSource } from './theme-boot';

const html = document.documentElement;

function systemPrefers(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** What <html> carries once the given code has run on a page with no theme class yet. */
function classesAfter(run: () => void): string[] {
  html.className = '';
  run();
  return [...html.classList].sort();
}

afterEach(() => {
  localStorage.clear();
  html.className = '';
  vi.unstubAllGlobals();
});

describe('the theme set before the first paint', () => {
  for (const stored of [null, 'system', 'light', 'dark', 'sepia'])
    for (const systemDark of [false, true])
      it(`chooses as the panel does for ${String(stored)} on a ${systemDark ? 'dark' : 'light'} system`, () => {
        systemPrefers(systemDark);
        if (stored !== null) writePreference('theme', stored);
        const early = classesAfter(new Function(themeBootScript) as () => void);
        const panel = classesAfter(() => applyTheme(storedTheme()));
        expect(early).toEqual(panel);
        expect(early).toHaveLength(1);
      });

  it('leaves the page to the stylesheet when storage cannot be read', () => {
    systemPrefers(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(classesAfter(new Function(themeBootScript) as () => void)).toEqual([]);
  });

  it('is allowed by its hash in the production and mock policies, not in the dev one', () => {
    const hash = createHash('sha256').update(themeBootScript).digest('base64');
    expect(themeBootSource).toBe(`'sha256-${hash}'`);
    for (const kind of ['production', 'mock'] as const)
      expect(contentSecurityPolicy({ kind, apiOrigin: null })).toContain(
        `script-src 'self' ${themeBootSource};`,
      );
    // A hash would switch off the dev server's 'unsafe-inline', which Vite's own preamble needs.
    expect(contentSecurityPolicy({ kind: 'dev', apiOrigin: null })).not.toContain('sha256');
  });
});

describe('docs/security.md', () => {
  it('gives a production server the policy the build is served with', () => {
    const docs = readFileSync(join(import.meta.dirname, '../docs/security.md'), 'utf8');
    const policy = contentSecurityPolicy({
      kind: 'production',
      apiOrigin: 'https://api.example.com',
    });
    expect(docs).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(docs).toContain(`add_header Content-Security-Policy "${policy}" always;`);
  });
});
