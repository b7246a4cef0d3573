import { matchRoutes } from 'react-router';

/**
 * Every page of the panel as its route pattern (src/app/routes.tsx and each area's routes.tsx);
 * `src/app/route-coverage.test.ts` fails when the two differ. The accessibility suite and the
 * demo tours are checked against this list so that no page is left out of either.
 */
export const panelRoutes = [
  '/sign-in',
  '/',
  '/activity',
  '/domains',
  '/domains/bulk-dns',
  '/domains/:id',
  '/dns',
  '/dns/search',
  '/dns/:id',
  '/cdn',
  '/cdn/security',
  '/cdn/:id',
  '/vps',
  '/vps/ssh-keys',
  '/vps/:id',
  '/hosting',
  '/hosting/:id',
  '/hosting/:id/ssh-keys',
  '/hosting/:id/email',
  '/hosting/:id/mail-settings',
  '/hosting/:id/databases',
  '/billing',
  '/billing/invoices/:id',
  '/billing/recipients',
  '/*',
];

/** The route that shows `path` (query and fragment ignored), ranked as the router ranks them. */
export function routeOf(path: string): string | undefined {
  const pathname = new URL(path, 'http://panel.invalid').pathname;
  const matches = matchRoutes(
    panelRoutes.map((pattern) => ({ path: pattern })),
    pathname,
  );
  return matches?.[0]?.route.path;
}

/** The routes none of `paths` shows. */
export function routesNotShown(paths: string[]): string[] {
  const shown = new Set(paths.map(routeOf));
  return panelRoutes.filter((pattern) => !shown.has(pattern));
}
