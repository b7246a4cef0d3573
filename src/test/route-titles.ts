import type { Language } from '../i18n/messages';

type Words = Record<Language, string>;

/**
 * The tab's title of every page of the shell, in English and Swedish. `{}` stands for the page's
 * subject: its placeholder while the subject loads (what the route's crumbs say), and the subject
 * itself once the page has read it (what a user sees on `path`, a seeded example of the route).
 */
export interface RouteTitle {
  pattern: string;
  path: string;
  title: Words;
  placeholder?: Words;
  subject?: Words;
}

const same = (word: string): Words => ({ en: word, sv: word });

export const routeTitles: RouteTitle[] = [
  { pattern: '/', path: '/', title: { en: 'Home · Control panel', sv: 'Hem · Kontrollpanel' } },
  {
    pattern: '/activity',
    path: '/activity',
    title: { en: 'Activity · Control panel', sv: 'Aktivitet · Kontrollpanel' },
  },
  {
    pattern: '/domains',
    path: '/domains',
    title: { en: 'Domains · Control panel', sv: 'Domäner · Kontrollpanel' },
  },
  {
    pattern: '/domains/bulk-dns',
    path: '/domains/bulk-dns',
    title: {
      en: 'DNS changes in several domains · Domains · Control panel',
      sv: 'DNS-ändringar i flera domäner · Domäner · Kontrollpanel',
    },
  },
  {
    pattern: '/domains/:id',
    path: '/domains/dom_aurora01',
    title: { en: '{} · Domains · Control panel', sv: '{} · Domäner · Kontrollpanel' },
    placeholder: { en: 'Domain', sv: 'Domän' },
    subject: same('aurora-bakery.se'),
  },
  {
    pattern: '/dns',
    path: '/dns',
    title: { en: 'DNS · Control panel', sv: 'DNS · Kontrollpanel' },
  },
  {
    pattern: '/dns/search',
    path: '/dns/search',
    title: { en: 'Search records · DNS · Control panel', sv: 'Sök poster · DNS · Kontrollpanel' },
  },
  {
    pattern: '/dns/:id',
    path: '/dns/zone_aurora01',
    title: { en: '{} · DNS · Control panel', sv: '{} · DNS · Kontrollpanel' },
    placeholder: { en: 'DNS zone', sv: 'DNS-zon' },
    subject: same('aurora-bakery.se'),
  },
  {
    pattern: '/cdn',
    path: '/cdn',
    title: { en: 'CDN · Control panel', sv: 'CDN · Kontrollpanel' },
  },
  {
    pattern: '/cdn/security',
    path: '/cdn/security',
    title: {
      en: 'CDN security report · CDN · Control panel',
      sv: 'Säkerhetsrapport för CDN · CDN · Kontrollpanel',
    },
  },
  {
    pattern: '/cdn/:id',
    path: '/cdn/cdn_aurora01',
    title: { en: '{} · CDN · Control panel', sv: '{} · CDN · Kontrollpanel' },
    placeholder: { en: 'CDN zone', sv: 'CDN-zon' },
    subject: same('aurora-bakery.se'),
  },
  {
    pattern: '/vps',
    path: '/vps',
    title: { en: 'Servers · Control panel', sv: 'Servrar · Kontrollpanel' },
  },
  {
    pattern: '/vps/ssh-keys',
    path: '/vps/ssh-keys',
    title: {
      en: 'SSH keys · Servers · Control panel',
      sv: 'SSH-nycklar · Servrar · Kontrollpanel',
    },
  },
  {
    pattern: '/vps/:id',
    path: '/vps/vps_web01',
    title: { en: '{} · Servers · Control panel', sv: '{} · Servrar · Kontrollpanel' },
    placeholder: same('Server'),
    subject: same('web-01'),
  },
  {
    pattern: '/hosting',
    path: '/hosting',
    title: { en: 'Shared hosting · Control panel', sv: 'Webbhotell · Kontrollpanel' },
  },
  ...(
    [
      ['', '', ''],
      ['/ssh-keys', 'SSH keys · ', 'SSH-nycklar · '],
      ['/email', 'Email · ', 'E-post · '],
      ['/mail-settings', 'Mail client settings · ', 'Inställningar för e-postprogram · '],
      ['/databases', 'Database backups · ', 'Säkerhetskopior av databaser · '],
    ] as const
  ).map(([page, en, sv]) => ({
    pattern: `/hosting/:id${page}`,
    path: `/hosting/acct_aurora01${page}`,
    title: {
      en: `${en}{} · Shared hosting · Control panel`,
      sv: `${sv}{} · Webbhotell · Kontrollpanel`,
    },
    placeholder: { en: 'Hosting account', sv: 'Webbhotellskonto' },
    subject: same('aurora-bakery'),
  })),
  {
    pattern: '/billing',
    path: '/billing',
    title: { en: 'Billing · Control panel', sv: 'Fakturor · Kontrollpanel' },
  },
  {
    pattern: '/billing/invoices/:id',
    path: '/billing/invoices/inv_2026110',
    title: { en: '{} · Billing · Control panel', sv: '{} · Fakturor · Kontrollpanel' },
    placeholder: { en: 'Invoice', sv: 'Faktura' },
    subject: { en: 'Invoice 2026-110', sv: 'Faktura 2026-110' },
  },
  {
    pattern: '/billing/recipients',
    path: '/billing/recipients',
    title: {
      en: 'Invoice-copy recipients · Billing · Control panel',
      sv: 'Mottagare av fakturakopior · Fakturor · Kontrollpanel',
    },
  },
  {
    pattern: '/*',
    path: '/no-such-page',
    title: { en: 'Page not found · Control panel', sv: 'Sidan finns inte · Kontrollpanel' },
  },
];

/** The title while the page's subject loads (or of a page without one). */
export function titleBeforeSubject(row: RouteTitle, language: Language) {
  return row.title[language].replace('{}', row.placeholder?.[language] ?? '');
}

/** The title once the page has named its subject. */
export function titleWithSubject(row: RouteTitle, language: Language) {
  return row.title[language].replace('{}', row.subject?.[language] ?? '');
}
