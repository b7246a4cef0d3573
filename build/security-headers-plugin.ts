import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { apiOriginFrom, securityHeaders, type PolicyKind } from './csp.ts';

function headerMiddleware(headers: Record<string, string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/** The API base the served build talks to: the preview override, else the deployed config.json. */
function configuredApiBase(outDir: string): string | undefined {
  if (process.env.PANEL_API_BASE_URL !== undefined) return process.env.PANEL_API_BASE_URL;
  const configFile = join(outDir, 'config.json');
  if (!existsSync(configFile)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch {
    // A malformed file: the panel shows its configuration error page; the policy names no API.
    return undefined;
  }
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'apiBaseUrl' in parsed &&
    typeof parsed.apiBaseUrl === 'string'
  )
    return parsed.apiBaseUrl;
  return undefined;
}

/**
 * Sends the Content-Security-Policy and the other security headers from `vite preview` (the
 * strict policy, or the mock one for a `--mode mock` build) and a looser one from the dev server.
 */
export function securityHeadersPlugin(mode: string): Plugin {
  const previewKind: PolicyKind = mode === 'mock' ? 'mock' : 'production';
  return {
    name: 'panel-security-headers',
    // Before every other plugin's middleware, so what those answer themselves (the preview's
    // /config.json from PANEL_API_BASE_URL) carries the headers too, whatever the plugin order.
    enforce: 'pre',
    configureServer(server) {
      const apiOrigin = apiOriginFrom(process.env.PANEL_API_BASE_URL);
      server.middlewares.use(headerMiddleware(securityHeaders({ kind: 'dev', apiOrigin })));
    },
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      const apiOrigin = apiOriginFrom(configuredApiBase(outDir));
      server.middlewares.use(headerMiddleware(securityHeaders({ kind: previewKind, apiOrigin })));
    },
  };
}
