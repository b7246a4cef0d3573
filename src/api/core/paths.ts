// The API's resource paths, free of schemas: the entry names a page's first read with them
// (early-reads) without downloading zod, and the API modules build their requests from them.

const encoded = (parts: string[]) => parts.map(encodeURIComponent).join('/');

export const domainsPath = '/api/v2/domains';
/** `/api/v2/domains/{id}` followed by any further path segments, each encoded. */
export const domainPath = (id: string, ...segments: string[]) =>
  `${domainsPath}/${encoded([id, ...segments])}`;

export const dnsZonesPath = '/api/v2/dns-zones';
export const dnsZonePath = (id: string) => `${dnsZonesPath}/${encodeURIComponent(id)}`;

export const cdnZonePath = (id: string) => `/api/v2/cdn/zones/${encodeURIComponent(id)}`;
export const securityInsightsPath = '/api/v2/cdn/security-insights';

export const vpsListPath = '/api/v2/vps';
/** `/api/v2/vps/{id}` followed by more path segments, each one encoded. */
export const vpsPath = (id: string, ...segments: string[]) =>
  `${vpsListPath}/${encoded([id, ...segments])}`;
export const accountSshKeysPath = '/api/v2/ssh-keys';

export const hostingAccountsPath = '/api/v2/shared-hosting';
/** The account's path, the parent of every hosting sub-resource. */
export const hostingAccountPath = (id: string) =>
  `${hostingAccountsPath}/${encodeURIComponent(id)}`;

export const invoicesPath = '/api/v2/billing/invoices';
export const invoicePath = (id: string) => `${invoicesPath}/${encodeURIComponent(id)}`;
export const billingContactsPath = '/api/v2/billing/payment-methods/contacts';
