import type { RouteObject } from 'react-router';
import { activityRoutes } from '../features/activity/routes';
import { billingFrames } from '../features/billing/page-frame-messages';
import { billingRoutes } from '../features/billing/routes';
import { cdnFrames } from '../features/cdn/page-frame-messages';
import { cdnRoutes } from '../features/cdn/routes';
import { dnsRoutes } from '../features/dns/routes';
import { dnsFrames } from '../features/dns/page-frame-messages';
import { domainFrames } from '../features/domains/page-frame-messages';
import { domainRoutes } from '../features/domains/routes';
import { homeRoute } from '../features/home/routes';
import { hostingRoutes } from '../features/hosting/routes';
import { vpsFrames } from '../features/vps/page-frame-messages';
import { vpsRoutes } from '../features/vps/routes';
import { appMessages } from './messages';
import { LazyShell } from './lazy-shell';
import { RequireSession } from './require-session';
import { AreaError, NotFoundPage } from './route-errors';
import { crumb, withCrumbs, type Crumb } from './shell/crumb';
import { SignInPage } from './sign-in-page';

const app = (key: keyof typeof appMessages.en, subject = false) =>
  crumb(appMessages, key, { subject });

function area(
  path: string,
  name: keyof typeof appMessages.en,
  children: RouteObject[],
  pages: Record<string, Crumb>,
): RouteObject {
  return {
    path,
    errorElement: <AreaError />,
    handle: { crumb: app(name) },
    children: withCrumbs(children, pages),
  };
}

/**
 * Each area has its own error boundary; its pages are lazily loaded chunks (see its routes file).
 * Every page with a path of its own has a crumb: its name in the breadcrumbs and the tab's title.
 */
const areas: RouteObject[] = [
  area('domains', 'navDomains', domainRoutes, {
    'bulk-dns': crumb(domainFrames, 'bulkTitle'),
    ':id': crumb(domainFrames, 'detailTitle', { subject: true }),
  }),
  area('dns', 'navDns', dnsRoutes, {
    search: crumb(dnsFrames, 'searchTitle'),
    ':id': app('pageDnsZone', true),
  }),
  area('cdn', 'navCdn', cdnRoutes, {
    security: crumb(cdnFrames, 'reportTitle'),
    ':id': app('pageCdnZone', true),
  }),
  area('vps', 'navVps', vpsRoutes, {
    'ssh-keys': crumb(vpsFrames, 'sshKeysTitle'),
    ':id': crumb(vpsFrames, 'serverTitle', { subject: true }),
  }),
  area('hosting', 'navHosting', hostingRoutes, {
    ':id': app('pageHostingAccount', true),
    ':id/ssh-keys': app('pageHostingSshKeys'),
    ':id/email': app('pageHostingEmail'),
    ':id/mail-settings': app('pageHostingMailSettings'),
    ':id/databases': app('pageHostingDatabases'),
  }),
  area('billing', 'navBilling', billingRoutes, {
    'invoices/:id': app('pageInvoice', true),
    recipients: crumb(billingFrames, 'recipientsTitle'),
  }),
  area('activity', 'navActivity', activityRoutes, {}),
];

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/',
        element: <LazyShell />,
        errorElement: <AreaError />,
        handle: { crumb: app('navHome') },
        children: [
          homeRoute,
          ...areas,
          { path: '*', element: <NotFoundPage />, handle: { crumb: app('notFoundTitle') } },
        ],
      },
    ],
  },
];
