import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './api/runtime-config';
import { restoreSession } from './api/session-store';
import { App } from './app/app';
import { createApp } from './app/create-app';
import { routes } from './app/routes';
import { startFirstRead } from './components/routing/first-read';
import { applyTheme, storedTheme } from './app/theme';

async function enableMocking() {
  // Vite replaces MODE at build time, so the production build drops this branch and MSW with it.
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

async function start() {
  applyTheme(storedTheme());
  await enableMocking();
  // The router starts fetching the opened page's chunk as soon as it exists, so that download
  // runs beside the config request instead of after it. Nothing renders or calls the API before
  // the config has arrived.
  const config = loadRuntimeConfig();
  restoreSession();
  const { router, queryClient } = createApp();
  await config;
  startFirstRead(routes, `${location.pathname}${location.search}`);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
