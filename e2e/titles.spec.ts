import { test, expect, signIn } from './fixtures';
import { chooseLanguage } from './shell-controls';

/**
 * Every page of the shell, opened as a user would open a link to it: the tab's title names the
 * page (a subject page by its subject once loaded), its area and the product. The unit table in
 * src/app/shell/route-titles.test.ts checks each route has words; this checks the pages use them.
 */
const pages: Array<[path: string, english: string, swedish: string]> = [
  ['/', 'Home · Control panel', 'Hem · Kontrollpanel'],
  ['/activity', 'Activity · Control panel', 'Aktivitet · Kontrollpanel'],
  ['/domains', 'Domains · Control panel', 'Domäner · Kontrollpanel'],
  [
    '/domains/bulk-dns',
    'Bulk DNS changes · Domains · Control panel',
    'DNS-ändringar för flera domäner · Domäner · Kontrollpanel',
  ],
  [
    '/domains/dom_aurora01',
    'aurora-bakery.se · Domains · Control panel',
    'aurora-bakery.se · Domäner · Kontrollpanel',
  ],
  ['/dns', 'DNS · Control panel', 'DNS · Kontrollpanel'],
  ['/dns/search', 'Search records · DNS · Control panel', 'Sök poster · DNS · Kontrollpanel'],
  [
    '/dns/zone_aurora01',
    'aurora-bakery.se · DNS · Control panel',
    'aurora-bakery.se · DNS · Kontrollpanel',
  ],
  ['/cdn', 'CDN · Control panel', 'CDN · Kontrollpanel'],
  [
    '/cdn/security',
    'CDN security report · CDN · Control panel',
    'Säkerhetsrapport för CDN · CDN · Kontrollpanel',
  ],
  [
    '/cdn/cdn_aurora01',
    'aurora-bakery.se · CDN · Control panel',
    'aurora-bakery.se · CDN · Kontrollpanel',
  ],
  ['/vps', 'Servers · Control panel', 'Servrar · Kontrollpanel'],
  ['/vps/ssh-keys', 'SSH keys · Servers · Control panel', 'SSH-nycklar · Servrar · Kontrollpanel'],
  ['/vps/vps_web01', 'web-01 · Servers · Control panel', 'web-01 · Servrar · Kontrollpanel'],
  ['/hosting', 'Hosting · Control panel', 'Webbhotell · Kontrollpanel'],
  [
    '/hosting/acct_aurora01',
    'aurora-bakery · Hosting · Control panel',
    'aurora-bakery · Webbhotell · Kontrollpanel',
  ],
  [
    '/hosting/acct_aurora01/email',
    'Email · aurora-bakery · Hosting · Control panel',
    'E-post · aurora-bakery · Webbhotell · Kontrollpanel',
  ],
  [
    '/hosting/acct_aurora01/mail-settings',
    'Mail settings · aurora-bakery · Hosting · Control panel',
    'E-postinställningar · aurora-bakery · Webbhotell · Kontrollpanel',
  ],
  [
    '/hosting/acct_aurora01/databases',
    'Databases · aurora-bakery · Hosting · Control panel',
    'Databaser · aurora-bakery · Webbhotell · Kontrollpanel',
  ],
  [
    '/hosting/acct_aurora01/ssh-keys',
    'SSH keys · aurora-bakery · Hosting · Control panel',
    'SSH-nycklar · aurora-bakery · Webbhotell · Kontrollpanel',
  ],
  ['/billing', 'Billing · Control panel', 'Fakturor · Kontrollpanel'],
  [
    '/billing/invoices/inv_2026110',
    'Invoice 2026-110 · Billing · Control panel',
    'Faktura 2026-110 · Fakturor · Kontrollpanel',
  ],
  [
    '/billing/recipients',
    'Invoice-copy recipients · Billing · Control panel',
    'Mottagare av fakturakopior · Fakturor · Kontrollpanel',
  ],
  ['/no-such-page', 'Page not found · Control panel', 'Sidan finns inte · Kontrollpanel'],
];

for (const [language, column] of [
  ['en', 1],
  ['sv', 2],
] as const) {
  test(`every page names itself in the tab's title (${language})`, async ({ page, mock }) => {
    await signIn(page, mock, { path: '/sign-in', remember: true });
    if (language === 'sv') await chooseLanguage(page, 'sv');
    for (const row of pages) {
      await page.goto(row[0]);
      await expect(page, row[0]).toHaveTitle(row[column]);
    }
  });
}
