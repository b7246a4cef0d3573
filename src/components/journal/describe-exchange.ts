import type { CdnZone } from '../../api/cdn/cdn';
import { isApiError, type ApiError } from '../../api/core/errors';
import type { ObservedExchange } from '../../api/core/exchange-observer';
import { redact } from '../../api/core/redact';
import type { DnsRecord } from '../../api/dns/dns';
import type { ChangeNotes } from './change-notes';
import type {
  CdnSettings,
  JournalArea,
  JournalChange,
  JournalEntry,
  JournalResult,
} from './journal-entry';
import { relativeRecordName } from '../../api/dns/record-name';

interface Described {
  area: JournalArea;
  action: string;
  params?: Record<string, string>;
  resource: { id: string; href: string };
}

type Rule = readonly [
  method: ObservedExchange['method'],
  pattern: RegExp,
  describe: (
    ids: readonly [string, string],
    body: Record<string, unknown>,
    answer: Record<string, unknown>,
  ) => Described,
];

const dnsZone = (id: string) => ({ id, href: `/dns/${encodeURIComponent(id)}` });
const cdnZone = (id: string) => ({ id, href: `/cdn/${encodeURIComponent(id)}` });
const domain = (id: string) => ({ id, href: `/domains/${encodeURIComponent(id)}` });
const vps = (id: string) => ({ id, href: `/vps/${encodeURIComponent(id)}` });
const hosting = (id: string, page = '') => ({
  id,
  href: `/hosting/${encodeURIComponent(id)}${page}`,
});
const invoice = (id: string) => ({ id, href: `/billing/invoices/${encodeURIComponent(id)}` });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
const list = (value: unknown) => strings(value).join(', ');
/** The first three names of a list and how many more: a bulk change can name hundreds. */
const someOf = (value: unknown) => {
  const names = strings(value);
  const more = names.length - 3;
  return names.slice(0, 3).join(', ') + (more > 0 ? ` +${more}` : '');
};
const segment = '([^/]+)';

// Every change endpoint the panel sends, in words. Only IDs from the path and the names of what
// was acted on (a DNS record's type and name, a recipient's address, a key's or database's name,
// nameservers) are kept: bodies and answers can carry one-time URLs and tokens.
const changes: Rule[] = [
  [
    'POST',
    /^\/api\/v2\/dns-zones\/([^/]+)\/records$/,
    ([zone], body) => ({
      area: 'dns',
      action: 'dnsRecordCreate',
      params: { type: text(body.type), name: text(body.name) },
      resource: dnsZone(zone),
    }),
  ],
  [
    'PUT',
    /^\/api\/v2\/dns-zones\/([^/]+)\/records\/([^/]+)$/,
    ([zone], body) => ({
      area: 'dns',
      action: 'dnsRecordUpdate',
      params: { type: text(body.type), name: text(body.name) },
      resource: dnsZone(zone),
    }),
  ],
  [
    'PATCH',
    /^\/api\/v2\/dns-zones\/([^/]+)\/records\/([^/]+)$/,
    ([zone], body) => ({
      area: 'dns',
      action: body.proxied === true ? 'dnsRecordProxyOn' : 'dnsRecordProxyOff',
      resource: dnsZone(zone),
    }),
  ],
  [
    'DELETE',
    /^\/api\/v2\/dns-zones\/([^/]+)\/records\/([^/]+)$/,
    ([zone]) => ({
      area: 'dns',
      action: 'dnsRecordDelete',
      resource: dnsZone(zone),
    }),
  ],
  [
    'PATCH',
    /^\/api\/v2\/cdn\/zones\/([^/]+)$/,
    ([zone], body) => ({
      area: 'cdn',
      action: body.cache === undefined ? 'cdnSettingsSave' : 'cdnPurge',
      resource: cdnZone(zone),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/domains\/bulk\/dns$/,
    (_, body) => ({
      area: 'domains',
      action: 'bulkDns',
      params: { domains: someOf(body.domainNames) },
      resource: { id: 'bulk-dns', href: '/domains/bulk-dns' },
    }),
  ],
  [
    'DELETE',
    /^\/api\/v2\/domains\/([^/]+)\/dnssec\/([^/]+)$/,
    ([id]) => ({
      area: 'domains',
      action: 'dnssecDelete',
      resource: domain(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/domains\/([^/]+)\/nameservers$/,
    ([id], body) => ({
      area: 'domains',
      action: 'nameservers',
      params: { nameservers: list(body.nameservers) },
      resource: domain(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/domains\/([^/]+)\/actions\/respond-to-renewal$/,
    ([id], body) => ({
      area: 'domains',
      action:
        body.decision === 'decline' || body.accept === false
          ? 'renewalDecline'
          : body.decision === 'accept' || body.accept === true
            ? 'renewalAccept'
            : 'renewal',
      resource: domain(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/billing\/invoices\/([^/]+)\/actions\/generate-payment-link$/,
    ([id]) => ({
      area: 'billing',
      action: 'paymentLink',
      resource: invoice(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/billing\/payment-methods\/contacts$/,
    (_, body) => ({
      area: 'billing',
      action: 'recipientAdd',
      params: { email: text(body.email).trim().toLowerCase() },
      resource: { id: 'recipients', href: '/billing/recipients' },
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/shared-hosting\/([^/]+)\/backups\/databases\/([^/]+)\/actions\/restore$/,
    ([id], _, answer) => ({
      area: 'hosting',
      action: 'databaseRestore',
      params: { database: text(record(answer.database).name) },
      resource: hosting(id, '/databases'),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/shared-hosting\/([^/]+)\/email-accounts\/([^/]+)\/actions\/sso$/,
    ([id, mailbox]) => ({
      area: 'hosting',
      action: 'webmail',
      params: { mailbox },
      resource: hosting(id, '/email'),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/shared-hosting\/([^/]+)\/ssh-keys$/,
    ([id], body) => ({
      area: 'hosting',
      action: 'sshKeyImport',
      params: { key: text(body.name).trim() },
      resource: hosting(id, '/ssh-keys'),
    }),
  ],
  [
    'PUT',
    /^\/api\/v2\/vps\/([^/]+)\/firmware$/,
    ([id], body) => ({
      area: 'vps',
      // The modes' API names (incus, legacy) mean nothing to a reader: each has its own words.
      action:
        body.mode === 'incus' || body.mode === 'legacy' ? `firmware_${body.mode}` : 'firmware',
      resource: vps(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/vps\/([^/]+)\/actions\/(shutdown|stop|rebuild)$/,
    ([id, action]) => ({
      area: 'vps',
      action: `vps_${action}`,
      resource: vps(id),
    }),
  ],
  [
    'POST',
    /^\/api\/v2\/vps\/([^/]+)\/backups\/([^/]+)\/actions\/restore-to-payg$/,
    ([id, backup]) => ({
      area: 'vps',
      action: 'restoreToPayg',
      params: { backup },
      resource: vps(id),
    }),
  ],
];

// What a read-only session looked at (recorded only when it opted in): detail pages' reads.
const views: Rule[] = [
  [
    'GET',
    new RegExp(`^/api/v2/dns-zones/${segment}$`),
    ([id]) => ({ area: 'dns', action: 'viewDnsZone', resource: dnsZone(id) }),
  ],
  [
    'GET',
    new RegExp(`^/api/v2/cdn/zones/${segment}$`),
    ([id]) => ({ area: 'cdn', action: 'viewCdnZone', resource: cdnZone(id) }),
  ],
  [
    'GET',
    new RegExp(`^/api/v2/domains/${segment}$`),
    ([id]) => ({ area: 'domains', action: 'viewDomain', resource: domain(id) }),
  ],
  [
    'GET',
    new RegExp(`^/api/v2/vps/${segment}$`),
    ([id]) => ({ area: 'vps', action: 'viewVps', resource: vps(id) }),
  ],
  [
    'GET',
    new RegExp(`^/api/v2/shared-hosting/${segment}$`),
    ([id]) => ({ area: 'hosting', action: 'viewHosting', resource: hosting(id) }),
  ],
  [
    'GET',
    new RegExp(`^/api/v2/billing/invoices/${segment}$`),
    ([id]) => ({ area: 'billing', action: 'viewInvoice', resource: invoice(id) }),
  ],
];

function describe(rules: Rule[], exchange: ObservedExchange): Described | null {
  const body = record(exchange.body);
  const answer = record(exchange.outcome.ok ? exchange.outcome.data : null);
  for (const [method, pattern, make] of rules) {
    const match = method === exchange.method ? pattern.exec(exchange.path) : null;
    if (!match) continue;
    const [first = '', second = ''] = match.slice(1).map(decodeURIComponent);
    return make([first, second], body, answer);
  }
  return null;
}

function jobOf(data: unknown): { status: string; jobId: string } | null {
  if (typeof data !== 'object' || data === null || !('operation' in data)) return null;
  const operation = (data as { operation: unknown }).operation;
  if (typeof operation !== 'object' || operation === null) return null;
  const { status, jobId } = operation as { status?: unknown; jobId?: unknown };
  return typeof status === 'string' && typeof jobId === 'string' ? { status, jobId } : null;
}

interface Outcome {
  result: JournalResult;
  code: string | null;
  requestId: string | null;
  jobId: string | null;
}

function outcomeOf(exchange: ObservedExchange): Outcome | null {
  const { outcome } = exchange;
  if (outcome.ok) {
    const job = jobOf(outcome.data);
    if (!job) return { result: 'completed', code: null, requestId: null, jobId: null };
    const result =
      job.status === 'completed' ? 'completed' : job.status === 'failed' ? 'failed' : 'accepted';
    return { result, code: null, requestId: null, jobId: job.jobId };
  }
  const error = outcome.error;
  if (!isApiError(error)) {
    // Cancelled on the wire: the server may have acted.
    return { result: 'unknown', code: null, requestId: null, jobId: null };
  }
  if (error.kind === 'read_only') return null; // Nothing was sent.
  return {
    result: error.kind === 'unconfirmed' ? 'unknown' : 'failed',
    code: error.kind === 'unconfirmed' ? null : (error.code ?? codeWithoutProblem(error)),
    requestId: error.requestId,
    jobId: null,
  };
}

const settingsGroups = ['proxied', 'security', 'performance', 'waf', 'geoRestriction'] as const;

/** The groups of `patch`, as `zone` has them: the patch's shape, so a revert can send it. */
export function cdnSettingsOf(zone: CdnZone | null, patch: CdnSettings): CdnSettings {
  const settings: CdnSettings = {};
  if (!zone) return settings;
  for (const group of settingsGroups) {
    if (patch[group] === undefined) continue;
    if (group === 'geoRestriction') {
      if (zone.geoRestriction)
        settings.geoRestriction = {
          mode: zone.geoRestriction.mode as 'off' | 'whitelist',
          additionalCountries: zone.geoRestriction.additionalCountries,
        };
    } else if (zone[group] !== undefined) {
      Object.assign(settings, { [group]: zone[group] });
    }
  }
  return settings;
}

function changeOf(exchange: ObservedExchange, notes: ChangeNotes): JournalChange | null {
  const note = notes.change;
  if (!note) return null;
  const data = exchange.outcome.ok ? exchange.outcome.data : null;
  if (note.subject === 'dnsRecord') {
    const after = exchange.method === 'DELETE' || data === null ? null : (data as DnsRecord);
    return { subject: 'dnsRecord', zoneId: note.zoneId, before: note.before, after };
  }
  const patch = (exchange.body ?? {}) as CdnSettings;
  return {
    subject: 'cdnSettings',
    zoneId: note.zoneId,
    before: cdnSettingsOf(note.before, patch),
    after: data === null ? {} : cdnSettingsOf(data as CdnZone, patch),
  };
}

const clean = (params: Record<string, string | null | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) =>
      value ? [[name, redact(value, null)] as const] : [],
    ),
  );

/**
 * The journal entry for one exchange, or null when it is not journalled: reads (unless
 * `views` asks for them), changes never sent (a read-only session) and unknown endpoints.
 */
export function entryFor(
  exchange: ObservedExchange,
  notes: ChangeNotes,
  options: { views: boolean; now: Date; id: string },
): JournalEntry | null {
  const isRead = exchange.method === 'GET';
  if (isRead && !options.views) return null;
  const described = describe(isRead ? views : changes, exchange);
  if (!described) return null;
  const outcome = isRead
    ? { result: 'viewed' as const, code: null, requestId: null, jobId: null }
    : outcomeOf(exchange);
  if (!outcome || (isRead && !exchange.outcome.ok)) return null;
  // A failed change changed nothing: there is nothing to show before and after, or to revert.
  const change = outcome.result === 'failed' || isRead ? null : changeOf(exchange, notes);
  const before = notes.change?.subject === 'dnsRecord' ? notes.change.before : null;
  const name = notes.subject?.name;
  // A delete or proxy switch names its record only through the value it had: the server's name,
  // which may be fully qualified, written relative to the zone as the table and an add write it.
  const params = {
    ...(before
      ? { type: before.type, name: name ? relativeRecordName(before.name, name) : before.name }
      : {}),
    ...described.params,
    ...notes.subject?.params,
  };
  return {
    id: options.id,
    at: options.now.toISOString(),
    area: described.area,
    action: described.action,
    params: clean(params),
    resource: name ? { ...described.resource, name: redact(name, null) } : described.resource,
    ...outcome,
    change,
    revertOf: notes.revertOf ?? null,
  };
}
/** An error with no Problem `code`: its HTTP status when it has one ("HTTP 502"), else its kind. */
function codeWithoutProblem(error: ApiError): string {
  return error.kind === 'http' && error.status !== null ? `HTTP ${error.status}` : error.kind;
}
