/**
 * Every page of the panel with a seeded subject (src/mocks/*\/data.ts), as the accessibility
 * suite opens it; the suite fails when a route (src/test/panel-routes.ts) has no entry here.
 */
export interface A11yPage {
  path: string;
  /** Pages that are only reached before signing in. */
  signedOut?: boolean;
}

export const a11yPages: A11yPage[] = [
  { path: '/sign-in', signedOut: true },
  { path: '/' },
  { path: '/activity' },
  { path: '/domains' },
  { path: '/domains/dom_kaffe03' },
  { path: '/domains/dom_aurora01' },
  { path: '/domains/dom_nordic02' },
  { path: '/domains/bulk-dns' },
  { path: '/dns' },
  { path: '/dns/search?q=192.0.2.11' },
  { path: '/dns/zone_granit07' },
  { path: '/dns/zone_nordic02' },
  { path: '/cdn' },
  { path: '/cdn/cdn_aurora01' },
  { path: '/cdn/security' },
  { path: '/vps' },
  { path: '/vps/vps_build03' },
  { path: '/vps/vps_web01' },
  { path: '/vps/ssh-keys' },
  { path: '/hosting' },
  { path: '/hosting/acct_aurora01' },
  { path: '/hosting/acct_paused02' },
  { path: '/hosting/acct_aurora01/ssh-keys' },
  { path: '/hosting/acct_aurora01/email' },
  { path: '/hosting/acct_aurora01/mail-settings' },
  { path: '/hosting/acct_aurora01/databases' },
  { path: '/billing' },
  { path: '/billing/invoices/inv_2026110' },
  { path: '/billing/invoices/inv_payg07' },
  { path: '/billing/invoices/inv_2026098' },
  { path: '/billing/recipients' },
  { path: '/no-such-page' },
];
