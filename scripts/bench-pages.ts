/** Pages the bench loads; ids come from the default mock account (src/mocks/<area>/data.ts). */
export interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
}

export const routePages: BenchPage[] = [
  { name: 'domain list', path: '/domains', signedIn: true },
  { name: 'domain page', path: '/domains/dom_aurora01', signedIn: true },
  { name: 'bulk DNS', path: '/domains/bulk-dns', signedIn: true },
  { name: 'DNS zone list', path: '/dns', signedIn: true },
  { name: 'DNS zone', path: '/dns/zone_aurora01', signedIn: true },
  { name: 'CDN zone list', path: '/cdn', signedIn: true },
  { name: 'CDN zone settings', path: '/cdn/cdn_aurora01', signedIn: true },
  { name: 'CDN security report', path: '/cdn/security', signedIn: true },
  { name: 'server list', path: '/vps', signedIn: true },
  { name: 'server page', path: '/vps/vps_web01', signedIn: true },
  { name: 'account SSH keys', path: '/vps/ssh-keys', signedIn: true },
  { name: 'hosting list', path: '/hosting', signedIn: true },
  { name: 'hosting account', path: '/hosting/acct_aurora01', signedIn: true },
  { name: 'hosting email', path: '/hosting/acct_aurora01/email', signedIn: true },
  { name: 'invoice list', path: '/billing', signedIn: true },
  { name: 'invoice page', path: '/billing/invoices/inv_2026110', signedIn: true },
  { name: 'invoice recipients', path: '/billing/recipients', signedIn: true },
];

/** The four pages Lighthouse measures (issue 8). */
export const lighthousePages: BenchPage[] = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'domain list', path: '/domains', signedIn: true },
  { name: 'server page', path: '/vps/vps_web01', signedIn: true },
  { name: 'security report', path: '/cdn/security', signedIn: true },
];
