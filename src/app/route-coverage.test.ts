// @vitest-environment node
import type { RouteObject } from 'react-router';
import { panelRoutes, routeOf, routesNotShown } from '../test/panel-routes';
import { routes } from './routes';

/** Each page's full pattern: index routes take their parent's path, layouts add none. */
function pagePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const joined = route.path?.startsWith('/')
      ? route.path
      : [parent, route.path].filter(Boolean).join('/').replace(/\/+/g, '/');
    const path = joined.startsWith('/') ? joined : `/${joined}`;
    if (route.children) return pagePatterns(route.children, route.path ? path : parent);
    return [route.index ? parent || '/' : path];
  });
}

describe('every page of the panel', () => {
  it('is in the list the accessibility suite and the demo tours are checked against', () => {
    expect(pagePatterns(routes).sort()).toEqual([...panelRoutes].sort());
  });

  it('is told apart by its pattern, as the router ranks them', () => {
    expect(routeOf('/hosting/acct_aurora01/email')).toBe('/hosting/:id/email');
    expect(routeOf('/vps/ssh-keys')).toBe('/vps/ssh-keys');
    expect(routeOf('/dns/search?q=192.0.2.11')).toBe('/dns/search');
    expect(routeOf('/no-such-page')).toBe('/*');
    expect(routesNotShown(['/', '/dns/zone_granit07'])).not.toContain('/dns/:id');
    expect(routesNotShown(['/'])).toContain('/dns/:id');
  });
});
