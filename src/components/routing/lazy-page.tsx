import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Catalog } from '../../i18n/messages';
import { LoadingState } from '../ui/states';
import { firstPaint } from './first-paint';
import { PageFrame, type PageFrameText } from './page-frame';

/**
 * A page that is its own chunk, fetched on the first visit. Opening one page of an area then
 * downloads that page alone, not its siblings' forms and dialogs. On a cold start the router
 * paints the shell with the page's frame (its title and description, when given) first, then
 * fetches the chunk.
 */
export function lazyPage<E extends Catalog>(
  load: () => Promise<ComponentType>,
  frame?: PageFrameText<E>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => {
      await firstPaint;
      return { Component: await load() };
    },
    hydrateFallbackElement: frame ? <PageFrame {...frame} /> : <LoadingState />,
  };
}
