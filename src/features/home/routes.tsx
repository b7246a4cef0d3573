import type { RouteObject } from 'react-router';
import { pageQuery } from '../../api/core/paging';
import { domainsPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { HOME_DOMAIN_PAGE } from './home-reads';
import { homeFrames } from './page-frame-messages';

/** The home (`/`), its own chunk; its first read is the domain list the CDN page shares. */
export const homeRoute: RouteObject = {
  index: true,
  ...lazyPage(() => import('./home-page').then((page) => page.HomePage), {
    messages: homeFrames,
    title: 'title',
    description: 'description',
  }),
  ...firstRead(() => ({ path: domainsPath, query: pageQuery({ limit: HOME_DOMAIN_PAGE }) })),
};
