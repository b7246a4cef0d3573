import type { RouteObject } from 'react-router';
import { languages } from '../../i18n/messages';
import { routeTitles, titleBeforeSubject } from '../../test/route-titles';
import { appMessages } from '../messages';
import { routes } from '../routes';
import { crumbOf, type Crumb } from './crumb';
import { trailTitle } from './document-title';

interface Page {
  pattern: string;
  crumbs: Crumb[];
  hasOwnCrumb: boolean;
}

/** Every route with a path of its own below the shell, with the crumbs from Home down to it. */
function pagesOf(list: RouteObject[], parent = '', above: Crumb[] = []): Page[] {
  return list.flatMap((route) => {
    const pattern = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    const own = crumbOf(route.handle);
    const crumbs = own ? [...above, own] : above;
    const page = route.path ? [{ pattern, crumbs, hasOwnCrumb: own !== null }] : [];
    return [...page, ...pagesOf(route.children ?? [], pattern, crumbs)];
  });
}

const shellPages = pagesOf(routes).filter((page) => page.pattern !== '/sign-in');

describe('route titles', () => {
  it('lists every page of the panel (a new route needs a title here and a crumb)', () => {
    expect(shellPages.map((page) => page.pattern).sort()).toEqual(
      routeTitles.map((row) => row.pattern).sort(),
    );
  });

  const cases = shellPages.flatMap((page) => languages.map((language) => ({ ...page, language })));
  it.each(cases)('$pattern in $language', ({ pattern, crumbs, hasOwnCrumb, language }) => {
    expect(hasOwnCrumb).toBe(true);
    const labels = crumbs.map((crumb) => crumb.label(language));
    const product = appMessages[language].productName;
    const row = routeTitles.find((title) => title.pattern === pattern);
    expect(row && trailTitle(labels, product)).toBe(row && titleBeforeSubject(row, language));
  });

  it('keeps the area beside an error page’s own title', () => {
    expect(trailTitle(['Home', 'Domains', 'Domain'], 'Control panel', 'Failed')).toBe(
      'Failed · Domains · Control panel',
    );
    expect(trailTitle(['Home', 'Domains'], 'Control panel', 'Failed')).toBe(
      'Failed · Domains · Control panel',
    );
  });
});
