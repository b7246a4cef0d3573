import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { createQueryClient } from '../api/core/query-client';
import { routes } from './routes';
import { createUnauthorizedHandler } from './unauthorized';

type Router = ReturnType<typeof createBrowserRouter>;

/** Router and query client for the panel; tests use a memory router. */
export function createApp(options: { initialEntries?: string[] } = {}): {
  router: Router;
  queryClient: QueryClient;
} {
  const queryClient = createQueryClient({ onUnauthorized: createUnauthorizedHandler() });
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);
  return { router, queryClient };
}
