import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../ui/states';

/**
 * A page that is its own chunk, fetched on the first visit. Opening one page of an area then
 * downloads that page alone, not its siblings' forms and dialogs. On a cold start the router
 * shows the loading state in the page's place while the chunk arrives; the shell is already up.
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => ({ Component: await load() }),
    hydrateFallbackElement: <LoadingState />,
  };
}
