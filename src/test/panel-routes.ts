import { matchRoutes } from 'react-router';
import { routeTitles } from './route-titles';

/**
 * Every page of the panel as its route pattern: sign-in and the shell's pages (route-titles.ts);
 * `src/app/route-coverage.test.ts` fails when the two differ. The accessibility suite and the
 * demo tours are checked against this list so that no page is left out of either.
 */
export const panelRoutes = ['/sign-in', ...routeTitles.map((row) => row.pattern)];

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
