import type { RouteObject } from 'react-router';
import { activityRoutes } from '../features/activity/routes';
import { billingRoutes } from '../features/billing/routes';
import { cdnRoutes } from '../features/cdn/routes';
import { dnsRoutes } from '../features/dns/routes';
import { domainRoutes } from '../features/domains/routes';
import { homeRoute } from '../features/home/routes';
import { hostingRoutes } from '../features/hosting/routes';
import { vpsRoutes } from '../features/vps/routes';
import { RequireSession } from './require-session';
import { AreaError, NotFoundPage } from './route-errors';
import { Shell } from './shell';
import { SignInPage } from './sign-in-page';

/** Each area has its own error boundary; its pages are lazily loaded chunks (see its routes file). */
const areas: RouteObject[] = [
  { path: 'domains', errorElement: <AreaError />, children: domainRoutes },
  { path: 'dns', errorElement: <AreaError />, children: dnsRoutes },
  { path: 'cdn', errorElement: <AreaError />, children: cdnRoutes },
  { path: 'vps', errorElement: <AreaError />, children: vpsRoutes },
  { path: 'hosting', errorElement: <AreaError />, children: hostingRoutes },
  { path: 'billing', errorElement: <AreaError />, children: billingRoutes },
  { path: 'activity', errorElement: <AreaError />, children: activityRoutes },
];

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/',
        element: <Shell />,
        errorElement: <AreaError />,
        children: [homeRoute, ...areas, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
