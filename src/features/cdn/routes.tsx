import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { domainsPath, securityInsightsPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { cdnFrames } from './page-frame-messages';

/** The CDN area: its pages under /cdn, each loaded on first visit (the report with its charts). */
export const cdnRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./cdn-zone-list-page').then((page) => page.CdnZoneListPage), {
      messages: cdnFrames,
      title: 'listTitle',
      description: 'listDescription',
    }),
    ...firstRead(() => ({ path: domainsPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: 'security',
    ...lazyPage(
      () => import('./security/security-report-page').then((page) => page.SecurityReportPage),
      { messages: cdnFrames, title: 'reportTitle', description: 'reportDescription' },
    ),
    ...firstRead(() => ({ path: securityInsightsPath })),
  },
  {
    path: ':id',
    ...lazyPage(() => import('./zone/zone-settings-page').then((page) => page.ZoneSettingsPage)),
  },
];
