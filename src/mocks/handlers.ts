import { billingHandlers } from './billing/handlers';
import { cdnHandlers } from './cdn/handlers';
import { dnsHandlers } from './dns/handlers';
import { bulkDnsHandlers } from './domains/bulk-dns-handlers';
import { domainsHandlers } from './domains/handlers';
import { hostingHandlers } from './hosting/handlers';
import { jobHandlers } from './job-handlers';
import { scenarioHandlers } from './scenario-handlers';
import { vpsHandlers } from './vps/handlers';

/** The whole fake API; the same list serves the browser worker, Vitest and the HTTP server. */
export const handlers = [
  ...scenarioHandlers,
  ...jobHandlers,
  ...bulkDnsHandlers,
  ...domainsHandlers,
  ...dnsHandlers,
  ...cdnHandlers,
  ...vpsHandlers,
  ...hostingHandlers,
  ...billingHandlers,
];
