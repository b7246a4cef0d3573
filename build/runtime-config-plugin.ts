import type { Plugin } from 'vite';

// `vite preview` serves the production build. When PANEL_API_BASE_URL is set (the e2e suite
// points the build at the HTTP mock server on another origin), /config.json answers with it
// instead of the file in dist, exactly as a deployment would rewrite that file.
export function runtimeConfigPlugin(): Plugin {
  return {
    name: 'panel-runtime-config',
    configurePreviewServer(server) {
      const apiBaseUrl = process.env.PANEL_API_BASE_URL;
      if (apiBaseUrl === undefined) return;
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ apiBaseUrl }));
      });
    },
  };
}
