import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/core/runtime-config';
import { restoreSession } from './api/core/session-store';
import { App } from './app/app';
import { ConfigErrorPage } from './app/config-error-page';
import { createApp } from './app/create-app';
import { loadShell } from './app/lazy-shell';
import { offerDemoKeys } from './app/demo-keys';
import { startFirstReadAfterPaint } from './components/routing/first-read';
import { applyTheme, storedTheme } from './lib/theme';

async function enableMocking() {
  // Vite replaces MODE at build time, so the production build drops this branch and MSW with it.
  if (import.meta.env.MODE !== 'mock') return;
  // The only way into src/mocks from the panel (eslint.config.js allows just this import).
  const { startMockWorker, demoKeys } = await import('./mocks/browser');
  offerDemoKeys(demoKeys);
  await startMockWorker();
}

async function start() {
  applyTheme(storedTheme());
  await enableMocking();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  // A remembered session opens on a page inside the shell: its download need not wait for
  // config.json, and the first render waits for it (below), so the shell paints in that render.
  const shell = restoreSession() ? loadShell().catch(() => null) : null;
  try {
    await loadRuntimeConfig();
  } catch (error) {
    // A malformed or unreadable config.json: say so rather than leave a blank page.
    console.warn('The panel could not read config.json:', error);
    createRoot(root).render(<ConfigErrorPage />);
    return;
  }
  const { router, queryClient } = createApp();
  void startFirstReadAfterPaint(router);
  await shell;
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
