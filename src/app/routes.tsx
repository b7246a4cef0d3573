import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { RequireSession } from './require-session';
import { AreaError, NotFoundPage } from './route-errors';
import { Shell } from './shell';
import { SignInPage } from './sign-in-page';

/** Each area is its own lazily loaded chunk with its own error boundary. */
const areas: RouteObject[] = [
  { path: 'domains/*', lazy: () => import('../features/domains/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
  { path: 'dns/*', lazy: () => import('../features/dns/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
  { path: 'cdn/*', lazy: () => import('../features/cdn/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
  { path: 'vps/*', lazy: () => import('../features/vps/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
  { path: 'hosting/*', lazy: () => import('../features/hosting/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
  { path: 'billing/*', lazy: () => import('../features/billing/area'), errorElement: <AreaError />, hydrateFallbackElement: <LoadingState /> },
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
        children: [{ index: true, element: <Navigate to="/domains" replace /> }, ...areas, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];
