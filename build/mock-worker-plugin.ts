import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// npm 11 does not run msw's postinstall, and the production build must not ship the worker, so
// the worker is copied explicitly from the installed msw, and only in mock mode. Serving it from
// the installed package keeps its version identical to the msw the handlers run on.
export function mockWorkerPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const workerPath = require.resolve('msw/mockServiceWorker.js');
  const fileName = 'mockServiceWorker.js';
  return {
    name: 'panel-mock-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(workerPath) });
    },
  };
}
