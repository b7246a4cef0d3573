// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TourManifest, TourStep } from '../e2e/demos/tour.ts';
import { panelRoutes } from '../src/test/panel-routes.ts';
import { pagesWithoutTour } from './demos-coverage.ts';

const examplePaths: Record<string, string> = {
  '/domains/:id': '/domains/dom_kaffe03',
  '/dns/:id': '/dns/zone_granit07',
  '/cdn/:id': '/cdn/cdn_aurora01',
  '/vps/:id': '/vps/vps_web01',
  '/hosting/:id': '/hosting/acct_aurora01',
  '/hosting/:id/ssh-keys': '/hosting/acct_aurora01/ssh-keys',
  '/hosting/:id/email': '/hosting/acct_aurora01/email',
  '/hosting/:id/mail-settings': '/hosting/acct_aurora01/mail-settings',
  '/hosting/:id/databases': '/hosting/acct_aurora01/databases',
  '/billing/invoices/:id': '/billing/invoices/inv_2026110',
  '/*': '/no-such-page',
};
const everyPage = panelRoutes.map((route) => examplePaths[route] ?? route);

function manifest(variant: 'en-light' | 'sv-dark', steps: TourStep[]): TourManifest {
  const [language, theme] = variant.split('-') as ['en' | 'sv', 'light' | 'dark'];
  return {
    area: '1-shell',
    title: { en: 'Tour', sv: 'Tur' },
    variant: { id: variant, language, theme },
    steps,
  };
}
const shot = (path: string): TourStep => ({
  file: `${path}.png`,
  caption: { en: '', sv: '' },
  path,
  fullPage: true,
});

describe('pages without a demo tour', () => {
  it('are none when every page has a screenshot in every variant', () => {
    const steps = everyPage.map(shot);
    expect(pagesWithoutTour([manifest('en-light', steps), manifest('sv-dark', steps)])).toEqual([]);
  });

  it('are named with the variant that lacks them', () => {
    const all = everyPage.map(shot);
    const noServer = everyPage.filter((path) => path !== '/vps/vps_web01').map(shot);
    expect(pagesWithoutTour([manifest('en-light', all), manifest('sv-dark', noServer)])).toEqual([
      'sv-dark: /vps/:id',
    ]);
  });

  it('count only full-page screenshots, the ones checked for empty cards', () => {
    const steps = everyPage.map((path) =>
      path === '/billing' ? { ...shot(path), fullPage: false } : shot(path),
    );
    expect(pagesWithoutTour([manifest('en-light', steps)])).toEqual(['en-light: /billing']);
  });

  it('count a skipped step as no screenshot', () => {
    const steps = everyPage.map((path) =>
      path === '/activity' ? { ...shot(path), file: null, skipped: 'not found' } : shot(path),
    );
    expect(pagesWithoutTour([manifest('en-light', steps)])).toEqual(['en-light: /activity']);
  });
});
