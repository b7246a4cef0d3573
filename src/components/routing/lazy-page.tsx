import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Catalog } from '../../i18n/messages';
import { LoadingState } from '../ui/states';
import { firstPaint } from './first-paint';
import { PageChunkRetry } from './page-chunk-retry';
import { PageFrame, type PageFrameText } from './page-frame';

/**
 * A page that is its own chunk, fetched on the first visit. Opening one page of an area then
 * downloads that page alone, not its siblings' forms and dialogs. On a cold start the router
 * paints the shell with the page's frame (its title and description, when given) first, then
 * fetches the chunk. The router keeps what `lazy` gives for good, so a chunk that fails to
 * arrive gives a page that fetches it again (PageChunkRetry) rather than a failure kept until
 * a reload.
 */
export function lazyPage<E extends Catalog>(
  load: () => Promise<ComponentType>,
  frame?: PageFrameText<E>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  let loaded: ComponentType | null = null;
  const loadOnce = async () => (loaded ??= await load());
  return {
    lazy: async () => {
      await firstPaint;
      try {
        return { Component: await loadOnce() };
      } catch {
        return {
          Component: function RetryingPage() {
            const Page = loaded;
            return Page ? <Page /> : <PageChunkRetry load={loadOnce} />;
          },
        };
      }
    },
    hydrateFallbackElement: frame ? <PageFrame {...frame} /> : <LoadingState />,
  };
}
