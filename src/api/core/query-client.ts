import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isUnconfirmed, type ApiError } from './errors';
import { retryDelayMs, shouldRetryQuery } from './retry-policy';

export interface QueryClientHooks {
  /** Called for every 401, from queries and mutations alike; the app ends the session once. */
  onUnauthorized?: (error: ApiError) => void;
}

/** A fresh client per app (and per test): nothing imports a singleton. */
export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  const handle = (error: unknown) => {
    if (isApiError(error) && error.status === 401) hooks.onUnauthorized?.(error);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({
      onError: (error) => {
        handle(error);
        // The change may have been made: show what the server has now rather than resend it.
        if (isUnconfirmed(error)) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: (attempt, error) => retryDelayMs(attempt, error),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
