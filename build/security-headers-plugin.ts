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
  const parsed: unknown = JSON.parse(readFileSync(configFile, 'utf8'));
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
