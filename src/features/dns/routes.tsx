import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { dnsZonePath, dnsZonesPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { dnsFrames } from './page-frame-messages';

/** The DNS area: its pages under /dns, each loaded on first visit. */
export const dnsRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./zone-list-page').then((page) => page.ZoneListPage), {
      messages: dnsFrames,
      title: 'listTitle',
      description: 'listDescription',
    }),
    ...firstRead(() => ({ path: dnsZonesPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: 'search',
    ...lazyPage(() => import('./zone-search/zone-search-page').then((page) => page.ZoneSearchPage)),
  },
  {
    path: ':id',
    ...lazyPage(() => import('./zone/zone-page').then((page) => page.ZonePage)),
    ...firstRead(({ id = '' }) => ({ path: dnsZonePath(id) })),
  },
];
