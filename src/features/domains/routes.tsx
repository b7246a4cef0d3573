import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { domainPath, domainsPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { domainFrames } from './page-frame-messages';

/** The domains area: its pages under /domains, each loaded on first visit. */
export const domainRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./domain-list-page').then((page) => page.DomainListPage), {
      messages: domainFrames,
      title: 'listTitle',
      description: 'listDescription',
    }),
    ...firstRead(() => ({ path: domainsPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: 'bulk-dns',
    ...lazyPage(() => import('./bulk-dns/bulk-dns-page').then((page) => page.BulkDnsPage), {
      messages: domainFrames,
      title: 'bulkTitle',
      description: 'bulkDescription',
    }),
  },
  {
    path: ':id',
    ...lazyPage(() => import('./detail/domain-detail-page').then((page) => page.DomainDetailPage), {
      messages: domainFrames,
      title: 'detailTitle',
      description: 'detailDescription',
    }),
    ...firstRead(({ id = '' }) => ({ path: domainPath(id) })),
  },
];
