/**
 * The panel's Content-Security-Policy, one definition for `vite preview`, the dev server, the
 * e2e header check and the production documentation (docs/security.md).
 *
 * - production: the strict policy. Scripts and styles only from the panel's own origin (and the
 *   one inline script that sets the theme before the first paint, by its hash), network
 *   access only to the panel and the API origin, no workers, no framing, and Trusted Types
 *   required with no policy allowed at all (nothing in the bundle writes to an HTML sink).
 * - mock: the production policy, plus what MSW's service worker needs: `worker-src 'self'` and
 *   a single `default` Trusted Types policy (build/mock-trusted-types.ts) that lets only the
 *   worker's own URL through `serviceWorker.register()`.
 * - dev: Vite's dev server injects the React Refresh preamble as an inline script and CSS as
 *   <style> tags, and talks to its HMR websocket, so inline code is allowed there and Trusted
 *   Types is not enforced. This policy never leaves a developer's machine.
 */
import { themeBootSource } from './theme-boot.ts';

export type PolicyKind = 'production' | 'mock' | 'dev';

export interface PolicyOptions {
  kind: PolicyKind;
  /** Origin of the API (`https://api.example.com`), or null when it is the panel's own origin. */
  apiOrigin: string | null;
}

/** The Trusted Types policy name the mock build creates; no other build creates any. */
export const MOCK_TRUSTED_TYPES_POLICY = 'default';

type Directives = Record<string, string[]>;

function baseDirectives(apiOrigin: string | null): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", themeBootSource],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    'worker-src': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ["'none'"],
  };
}

function directivesFor({ kind, apiOrigin }: PolicyOptions): Directives {
  const directives = baseDirectives(apiOrigin);
  if (kind === 'mock') {
    directives['worker-src'] = ["'self'"];
    directives['trusted-types'] = [MOCK_TRUSTED_TYPES_POLICY];
  }
  if (kind === 'dev') {
    directives['script-src'] = ["'self'", "'unsafe-inline'"];
    directives['style-src'] = ["'self'", "'unsafe-inline'"];
    directives['connect-src'] = [...(directives['connect-src'] ?? []), 'ws:'];
    directives['worker-src'] = ["'self'"];
    delete directives['require-trusted-types-for'];
    delete directives['trusted-types'];
  }
  return directives;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return Object.entries(directivesFor(options))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The API origin for connect-src from a configured base URL; null when it is the panel itself. */
export function apiOriginFrom(baseUrl: string | undefined): string | null {
  if (baseUrl === undefined || baseUrl.trim() === '') return null;
  return new URL(baseUrl).origin;
}

/** Every response of the panel carries these (see docs/security.md for a production server). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
