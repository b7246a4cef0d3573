import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { routes } from './routes';
import { createUnauthorizedHandler } from './unauthorized';

type Router = ReturnType<typeof createBrowserRouter>;

/** Router and query client wired together (the 401 handler needs both); tests use memory. */
export function createApp(options: { initialEntries?: string[] } = {}): { router: Router; queryClient: QueryClient } {
  let queryClient: QueryClient | null = null;
  let router: Router | null = null;
  const onUnauthorized = createUnauthorizedHandler(
    () => {
      if (!router) throw new Error('router not ready');
      return router;
    },
    () => {
      if (!queryClient) throw new Error('query client not ready');
      return queryClient;
    },
  );
  queryClient = createQueryClient({ onUnauthorized });
  router = options.initialEntries ? createMemoryRouter(routes, { initialEntries: options.initialEntries }) : createBrowserRouter(routes);
  return { router, queryClient };
}
