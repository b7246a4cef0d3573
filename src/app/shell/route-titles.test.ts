import type { RouteObject } from 'react-router';
import { languages, type Language } from '../../i18n/messages';
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

/** The tab's title of each page in English and Swedish, before a page has named its subject. */
const expected: Record<string, Record<Language, string>> = {
  '/': { en: 'Home · Control panel', sv: 'Hem · Kontrollpanel' },
  '/activity': { en: 'Activity · Control panel', sv: 'Aktivitet · Kontrollpanel' },
  '/domains': { en: 'Domains · Control panel', sv: 'Domäner · Kontrollpanel' },
  '/domains/bulk-dns': {
    en: 'Bulk DNS changes · Domains · Control panel',
    sv: 'DNS-ändringar för flera domäner · Domäner · Kontrollpanel',
  },
  '/domains/:id': { en: 'Domain · Domains · Control panel', sv: 'Domän · Domäner · Kontrollpanel' },
  '/dns': { en: 'DNS · Control panel', sv: 'DNS · Kontrollpanel' },
  '/dns/search': {
    en: 'Search records · DNS · Control panel',
    sv: 'Sök poster · DNS · Kontrollpanel',
  },
  '/dns/:id': { en: 'DNS zone · DNS · Control panel', sv: 'DNS-zon · DNS · Kontrollpanel' },
  '/cdn': { en: 'CDN · Control panel', sv: 'CDN · Kontrollpanel' },
  '/cdn/security': {
    en: 'CDN security report · CDN · Control panel',
    sv: 'Säkerhetsrapport för CDN · CDN · Kontrollpanel',
  },
  '/cdn/:id': { en: 'CDN zone · CDN · Control panel', sv: 'CDN-zon · CDN · Kontrollpanel' },
  '/vps': { en: 'Servers · Control panel', sv: 'Servrar · Kontrollpanel' },
  '/vps/ssh-keys': {
    en: 'SSH keys · Servers · Control panel',
    sv: 'SSH-nycklar · Servrar · Kontrollpanel',
  },
  '/vps/:id': { en: 'Server · Servers · Control panel', sv: 'Server · Servrar · Kontrollpanel' },
  '/hosting': { en: 'Hosting · Control panel', sv: 'Webbhotell · Kontrollpanel' },
  '/hosting/:id': {
    en: 'Hosting account · Hosting · Control panel',
    sv: 'Webbhotellskonto · Webbhotell · Kontrollpanel',
  },
  '/hosting/:id/ssh-keys': {
    en: 'SSH keys · Hosting account · Hosting · Control panel',
    sv: 'SSH-nycklar · Webbhotellskonto · Webbhotell · Kontrollpanel',
  },
  '/hosting/:id/email': {
    en: 'Email · Hosting account · Hosting · Control panel',
    sv: 'E-post · Webbhotellskonto · Webbhotell · Kontrollpanel',
  },
  '/hosting/:id/mail-settings': {
    en: 'Mail settings · Hosting account · Hosting · Control panel',
    sv: 'E-postinställningar · Webbhotellskonto · Webbhotell · Kontrollpanel',
  },
  '/hosting/:id/databases': {
    en: 'Databases · Hosting account · Hosting · Control panel',
    sv: 'Databaser · Webbhotellskonto · Webbhotell · Kontrollpanel',
  },
  '/billing': { en: 'Billing · Control panel', sv: 'Fakturor · Kontrollpanel' },
  '/billing/invoices/:id': {
    en: 'Invoice · Billing · Control panel',
    sv: 'Faktura · Fakturor · Kontrollpanel',
  },
  '/billing/recipients': {
    en: 'Invoice-copy recipients · Billing · Control panel',
    sv: 'Mottagare av fakturakopior · Fakturor · Kontrollpanel',
  },
  '/*': { en: 'Page not found · Control panel', sv: 'Sidan finns inte · Kontrollpanel' },
};

describe('route titles', () => {
  it('lists every page of the panel (a new route needs a title here and a crumb)', () => {
    expect(shellPages.map((page) => page.pattern).sort()).toEqual(Object.keys(expected).sort());
  });

  const cases = shellPages.flatMap((page) => languages.map((language) => ({ ...page, language })));
  it.each(cases)('$pattern in $language', ({ pattern, crumbs, hasOwnCrumb, language }) => {
    expect(hasOwnCrumb).toBe(true);
    const labels = crumbs.map((crumb) => crumb.label(language));
    const product = appMessages[language].productName;
    expect(trailTitle(labels, product)).toBe(expected[pattern]?.[language]);
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
