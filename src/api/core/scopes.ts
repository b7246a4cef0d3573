/** Scopes named in the spec's Authentication section. */
export const scopes = [
  'read:domains',
  'write:domains',
  'read:dns',
  'write:dns',
  'read:cdn',
  'write:cdn',
  'read:vm',
  'write:vm',
  'write:storage',
  'rebuild:vm',
  'power:vm',
  'backup:vm',
  'read:hosting',
  'write:hosting',
  'console:services',
  'read:billing',
  'write:billing',
] as const;
export type Scope = (typeof scopes)[number];

export type PanelArea = 'domains' | 'dns' | 'cdn' | 'vps' | 'hosting' | 'billing';

export interface ScopedEndpoint {
  methods: readonly ('GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE')[];
  /** Path templates: `{x}` is one segment, a trailing `*` any further segments. */
  paths: readonly string[];
  /** All of them are required (the spec's "When several scopes are listed, all are required"). */
  scopes: readonly Scope[];
  area: PanelArea;
  /** Only for a request body of this kind (respond-to-renewal's decline needs billing too). */
  when?: (body: unknown) => boolean;
  /** The spec's account-owner-only operation: a 403 there may be about ownership, not scopes. */
  ownerOnly?: boolean;
}

const declines = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  ('accept' in body ? body.accept === false : 'decision' in body && body.decision === 'decline');

/**
 * Which scopes each endpoint the panel calls needs: the spec's per-endpoint scopes and its
 * Authentication table. For endpoints the spec lists by path only, the scope of the area's
 * write or read (the mock API checks the same). Order matters: the first match wins.
 */
export const endpointScopes = {
  changeNameservers: {
    methods: ['POST'],
    paths: ['/api/v2/domains/{id}/nameservers'],
    scopes: ['write:domains'],
    area: 'domains',
  },
  queueBulkDns: {
    methods: ['POST'],
    paths: ['/api/v2/domains/bulk/dns'],
    scopes: ['write:dns'],
    area: 'domains',
  },
  declineRenewal: {
    methods: ['POST'],
    paths: ['/api/v2/domains/{id}/actions/respond-to-renewal'],
    scopes: ['write:domains', 'write:billing'],
    area: 'domains',
    when: declines,
  },
  acceptRenewal: {
    methods: ['POST'],
    paths: ['/api/v2/domains/{id}/actions/respond-to-renewal'],
    scopes: ['write:domains'],
    area: 'domains',
  },
  deleteDnssecRecord: {
    methods: ['DELETE'],
    paths: ['/api/v2/domains/{id}/dnssec/{recordId}'],
    scopes: ['write:domains'],
    area: 'domains',
  },
  changeDnsRecords: {
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    paths: ['/api/v2/dns-zones/{id}/records', '/api/v2/dns-zones/{id}/records/{recordId}'],
    scopes: ['write:dns'],
    area: 'dns',
  },
  updateCdnZone: {
    methods: ['PATCH'],
    paths: ['/api/v2/cdn/zones/{id}'],
    scopes: ['write:cdn', 'write:domains'],
    area: 'cdn',
  },
  changeFirmware: {
    methods: ['PUT'],
    paths: ['/api/v2/vps/{id}/firmware'],
    scopes: ['write:vm', 'write:storage'],
    area: 'vps',
  },
  powerVps: {
    methods: ['POST'],
    paths: ['/api/v2/vps/{id}/actions/shutdown', '/api/v2/vps/{id}/actions/stop'],
    scopes: ['power:vm'],
    area: 'vps',
  },
  rebuildVps: {
    methods: ['POST'],
    paths: ['/api/v2/vps/{id}/actions/rebuild'],
    scopes: ['write:vm', 'rebuild:vm'],
    area: 'vps',
  },
  restoreToPayg: {
    methods: ['POST'],
    paths: ['/api/v2/vps/{id}/backups/{backupId}/actions/restore-to-payg'],
    scopes: ['backup:vm', 'write:billing'],
    area: 'vps',
  },
  importHostingSshKey: {
    methods: ['POST'],
    paths: ['/api/v2/shared-hosting/{id}/ssh-keys'],
    scopes: ['write:hosting', 'console:services'],
    area: 'hosting',
  },
  openWebmail: {
    methods: ['POST'],
    paths: ['/api/v2/shared-hosting/{id}/email-accounts/{address}/actions/sso'],
    scopes: ['console:services', 'write:hosting'],
    area: 'hosting',
  },
  restoreDatabase: {
    methods: ['POST'],
    paths: ['/api/v2/shared-hosting/{id}/backups/databases/{backupId}/actions/restore'],
    scopes: ['write:hosting', 'console:services'],
    area: 'hosting',
  },
  generatePaymentLink: {
    methods: ['POST'],
    paths: ['/api/v2/billing/invoices/{id}/actions/generate-payment-link'],
    scopes: ['write:billing'],
    area: 'billing',
  },
  addBillingRecipient: {
    methods: ['POST'],
    paths: ['/api/v2/billing/payment-methods/contacts'],
    scopes: ['write:billing'],
    area: 'billing',
    ownerOnly: true,
  },
  readSecurityReport: {
    methods: ['GET'],
    paths: ['/api/v2/cdn/security-insights'],
    scopes: ['read:cdn', 'read:domains'],
    area: 'cdn',
  },
  readMailSettings: {
    methods: ['GET'],
    paths: ['/api/v2/shared-hosting/{id}/mail-settings'],
    scopes: ['read:hosting', 'console:services'],
    area: 'hosting',
  },
  readDomains: {
    methods: ['GET'],
    paths: ['/api/v2/domains*'],
    scopes: ['read:domains'],
    area: 'domains',
  },
  readDns: { methods: ['GET'], paths: ['/api/v2/dns-zones*'], scopes: ['read:dns'], area: 'dns' },
  readCdn: { methods: ['GET'], paths: ['/api/v2/cdn*'], scopes: ['read:cdn'], area: 'cdn' },
  readVps: {
    methods: ['GET'],
    paths: ['/api/v2/vps*', '/api/v2/ssh-keys*'],
    scopes: ['read:vm'],
    area: 'vps',
  },
  readHosting: {
    methods: ['GET'],
    paths: ['/api/v2/shared-hosting*'],
    scopes: ['read:hosting'],
    area: 'hosting',
  },
  readBilling: {
    methods: ['GET'],
    paths: ['/api/v2/billing*'],
    scopes: ['read:billing'],
    area: 'billing',
  },
} as const satisfies Record<string, ScopedEndpoint>;

export type PanelAction = keyof typeof endpointScopes;

/** The scope that lets a key see an area at all (its lists and details). */
export const areaReadScope: Record<PanelArea, Scope> = {
  domains: 'read:domains',
  dns: 'read:dns',
  cdn: 'read:cdn',
  vps: 'read:vm',
  hosting: 'read:hosting',
  billing: 'read:billing',
};

function templateMatches(template: string, path: string): boolean {
  const open = template.endsWith('*');
  const parts = (open ? template.slice(0, -1) : template).split('/');
  const segments = path.split('/');
  if (open ? segments.length < parts.length : segments.length !== parts.length) return false;
  return parts.every((part, index) =>
    /^\{\w+\}$/.test(part) ? segments[index] !== '' : part === segments[index],
  );
}

/** The table entry for one request, or null for a path the table does not know. */
export function endpointFor(
  method: string,
  path: string,
  body?: unknown,
): { action: PanelAction; endpoint: ScopedEndpoint; hasId: boolean } | null {
  const bare = path.split('?')[0] ?? path;
  for (const [action, endpoint] of Object.entries(endpointScopes) as [
    PanelAction,
    ScopedEndpoint,
  ][]) {
    if (!endpoint.methods.some((candidate) => candidate === method)) continue;
    const template = endpoint.paths.find((candidate) => templateMatches(candidate, bare));
    if (!template || (endpoint.when && !endpoint.when(body))) continue;
    // A path naming one resource (`/api/v2/vps/vps_1`) may 403 because it is not the caller's.
    const hasId = /\/[a-z]+_[A-Za-z0-9]/.test(bare);
    return { action, endpoint, hasId };
  }
  return null;
}
