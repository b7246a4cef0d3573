import type { SecurityInsights } from '../../api/cdn/security-report';
import type { CdnZone } from '../../api/cdn/cdn';
import type { Domain } from '../../api/domains/domains';
import type { HostingAccount } from '../../api/hosting/hosting';
import type { Invoice } from '../../api/billing/billing';
import type { SshAccess } from '../../api/vps/ssh-access';
import type { Vps } from '../../api/vps/vps';
import type { OperationRecord } from '../../components/operations/operations-store';
import type { Bilingual } from '../../i18n/messages';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** What the home reads: first pages of the lists, and the few details the rules need. */
export interface AttentionInput {
  now: number;
  domains: readonly Domain[];
  servers: readonly Vps[];
  hosting: readonly HostingAccount[];
  invoices: readonly Invoice[];
  cdnZones: readonly CdnZone[];
  insights: SecurityInsights | null;
  operations: readonly OperationRecord[];
  sshAccess: readonly { server: Vps; access: SshAccess }[];
}

/** One thing to fix: `reason` and `action` are message keys of the home catalog. */
export interface Attention {
  key: string;
  tone: 'danger' | 'warning';
  reason: AttentionReason;
  /** Server-given name of the subject (shown as sent), and a date to format, when the reason has one. */
  name: string;
  /** A name the panel wrote itself in both languages (an operation's title), preferred to `name`. */
  names?: Bilingual;
  date?: string | null;
  /** A status word for the reason. */
  detail?: string;
  /** A percentage for the reason, formatted in the reader's language. */
  percent?: number;
  /** Why a server's live SSH access cannot be read, by the server's code and in its own words. */
  sshUnavailable?: { reason?: string | null; message?: string | null };
  href: string;
  action: AttentionAction;
}

export type AttentionReason =
  | 'reasonRenewal'
  | 'reasonDomainExpiring'
  | 'reasonDomainExpired'
  | 'reasonInvoiceDue'
  | 'reasonInvoiceOverdue'
  | 'reasonServerNotRunning'
  | 'reasonCdnNotActive'
  | 'reasonCdnSsl'
  | 'reasonCdnCertificate'
  | 'reasonSecurityTrend'
  | 'reasonSecurityStale'
  | 'reasonHostingSuspended'
  | 'reasonOperationFailed'
  | 'reasonSshUnavailable';

export type AttentionAction =
  | 'actionAnswerRenewal'
  | 'actionOpenDomain'
  | 'actionPayInvoice'
  | 'actionOpenInvoice'
  | 'actionOpenServer'
  | 'actionOpenZone'
  | 'actionOpenReport'
  | 'actionOpenAccount'
  | 'actionOpenOperation'
  | 'actionOpenSshAccess';

type Rule = (input: AttentionInput) => Attention[];

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

const deadline = (item: Attention) => {
  const at = time(item.date);
  return Number.isNaN(at) ? Infinity : at;
};

/** A rule over deadlines, its findings in the order they fall: the first listed is the first due. */
const soonestFirst =
  (rule: Rule): Rule =>
  (input) =>
    rule(input).sort((a, b) => (deadline(a) === deadline(b) ? 0 : deadline(a) - deadline(b)));
const domainName = (domain: Domain) => domain.unicodeName ?? domain.name;
const domainHref = (domain: Domain, section = '') =>
  `/domains/${encodeURIComponent(domain.id)}${section}`;
const zoneHref = (zone: CdnZone) => `/cdn/${encodeURIComponent(zone.id ?? '')}`;

export const renewalAwaiting: Rule = ({ domains }) =>
  domains
    .filter((domain) => domain.pendingRenewalOrder && domain.actions?.canRespondToRenewal)
    .map((domain) => ({
      key: `renewal:${domain.id}`,
      tone: 'warning',
      reason: 'reasonRenewal',
      name: domainName(domain),
      date: domain.expiresAt,
      href: domainHref(domain, '#renewal'),
      action: 'actionAnswerRenewal',
    }));

/** Expiring within 30 days without auto-renew (an expired one is the next rule's). */
export const domainExpiring: Rule = ({ domains, now }) =>
  domains
    .filter((domain) => {
      const expires = time(domain.expiresAt);
      return (
        !domain.autoRenew &&
        domain.status !== 'expired' &&
        domain.status !== 'cancelled' &&
        expires >= now &&
        expires - now <= 30 * DAY
      );
    })
    .map((domain) => ({
      key: `expiring:${domain.id}`,
      tone: 'warning',
      reason: 'reasonDomainExpiring',
      name: domainName(domain),
      date: domain.expiresAt,
      href: domainHref(domain, '#renewal'),
      action: 'actionOpenDomain',
    }));

export const domainExpired: Rule = ({ domains, now }) =>
  domains
    .filter(
      (domain) =>
        domain.status === 'expired' ||
        (domain.status !== 'cancelled' && time(domain.expiresAt) < now),
    )
    .map((domain) => ({
      key: `expired:${domain.id}`,
      tone: 'danger',
      reason: 'reasonDomainExpired',
      name: domainName(domain),
      date: domain.expiresAt,
      href: domainHref(domain),
      action: 'actionOpenDomain',
    }));

const invoiceName = (invoice: Invoice) => invoice.number ?? invoice.id;
const invoiceHref = (invoice: Invoice) =>
  `/billing/invoices/${encodeURIComponent(invoice.id)}#payment`;
const isOverdue = (invoice: Invoice, now: number) =>
  invoice.status === 'overdue' || (invoice.status === 'unpaid' && time(invoice.dueAt) < now);

/** Asked to pay only where the invoice's gate lets this key create a payment link. */
const payOrOpen = (invoice: Invoice): AttentionAction =>
  invoice.actions?.canGeneratePaymentLink?.allowed === false
    ? 'actionOpenInvoice'
    : 'actionPayInvoice';

export const invoiceDueSoon: Rule = ({ invoices, now }) =>
  invoices
    .filter((invoice) => {
      const due = time(invoice.dueAt);
      return invoice.status === 'unpaid' && due >= now && due - now <= 7 * DAY;
    })
    .map((invoice) => ({
      key: `due:${invoice.id}`,
      tone: 'warning',
      reason: 'reasonInvoiceDue',
      name: invoiceName(invoice),
      date: invoice.dueAt,
      href: invoiceHref(invoice),
      action: payOrOpen(invoice),
    }));

export const invoiceOverdue: Rule = ({ invoices, now }) =>
  invoices
    .filter((invoice) => isOverdue(invoice, now))
    .map((invoice) => ({
      key: `overdue:${invoice.id}`,
      tone: 'danger',
      reason: 'reasonInvoiceOverdue',
      name: invoiceName(invoice),
      date: invoice.dueAt,
      href: invoiceHref(invoice),
      action: payOrOpen(invoice),
    }));

export const serverNotRunning: Rule = ({ servers }) =>
  servers
    .filter((server) => server.status !== 'running')
    .map((server) => ({
      key: `server:${server.id}`,
      tone: server.status === 'error' ? 'danger' : 'warning',
      reason: 'reasonServerNotRunning',
      name: server.name,
      detail: server.status,
      href: `/vps/${encodeURIComponent(server.id)}#power`,
      action: 'actionOpenServer',
    }));

const zonesWithId = (zones: readonly CdnZone[]) => zones.filter((zone) => zone.id);

export const cdnZoneNotActive: Rule = ({ cdnZones }) =>
  zonesWithId(cdnZones)
    .filter((zone) => zone.status !== undefined && zone.status !== 'active')
    .map((zone) => ({
      key: `cdn:${zone.id}`,
      tone: 'warning',
      reason: 'reasonCdnNotActive',
      name: zone.domain ?? zone.id ?? '',
      detail: zone.status,
      href: zoneHref(zone),
      action: 'actionOpenZone',
    }));

export const cdnSslNotActive: Rule = ({ cdnZones }) =>
  zonesWithId(cdnZones)
    .filter((zone) => zone.ssl && zone.ssl.status !== 'active')
    .map((zone) => ({
      key: `ssl:${zone.id}`,
      tone: zone.ssl?.status === 'error' ? 'danger' : 'warning',
      reason: 'reasonCdnSsl',
      name: zone.domain ?? zone.id ?? '',
      detail: zone.ssl?.status,
      href: zoneHref(zone),
      action: 'actionOpenZone',
    }));

export const cdnCertificateExpiring: Rule = ({ cdnZones, now }) =>
  zonesWithId(cdnZones)
    .filter((zone) => {
      const expires = time(zone.ssl?.expiresAt);
      return zone.ssl?.status === 'active' && expires - now <= 14 * DAY;
    })
    .map((zone) => ({
      key: `certificate:${zone.id}`,
      tone: 'warning',
      reason: 'reasonCdnCertificate',
      name: zone.domain ?? zone.id ?? '',
      date: zone.ssl?.expiresAt,
      href: zoneHref(zone),
      action: 'actionOpenZone',
    }));

export const securityTrendUp: Rule = ({ insights }) => {
  const trend = insights?.report?.trendPercent;
  if (trend === null || trend === undefined || trend <= 50) return [];
  return [
    {
      key: 'security-trend',
      tone: 'warning',
      reason: 'reasonSecurityTrend',
      name: '',
      percent: Math.round(trend),
      href: '/cdn/security',
      action: 'actionOpenReport',
    },
  ];
};

export const securityReportStale: Rule = ({ insights }) =>
  insights?.status === 'stale'
    ? [
        {
          key: 'security-stale',
          tone: 'warning',
          reason: 'reasonSecurityStale',
          name: '',
          date: insights.report?.generatedAt,
          href: '/cdn/security',
          action: 'actionOpenReport',
        },
      ]
    : [];

export const hostingSuspended: Rule = ({ hosting }) =>
  hosting
    .filter((account) => account.status === 'suspended')
    .map((account) => ({
      key: `hosting:${account.id}`,
      tone: 'danger',
      reason: 'reasonHostingSuspended',
      name: account.primaryDomain || account.name,
      href: `/hosting/${encodeURIComponent(account.id)}`,
      action: 'actionOpenAccount',
    }));

/** Operations this tab followed that the server said failed, within the last day. */
export const operationFailed: Rule = ({ operations, now }) =>
  operations
    .filter((operation) => operation.status === 'failed' && now - operation.startedAt <= DAY)
    .map((operation) => ({
      key: `operation:${operation.jobId}`,
      tone: 'danger',
      reason: 'reasonOperationFailed',
      name: operation.jobId,
      names: operation.title,
      date: new Date(operation.startedAt).toISOString(),
      href: operation.href,
      action: 'actionOpenOperation',
    }));

export const sshAccessUnavailable: Rule = ({ sshAccess }) =>
  sshAccess
    .filter(({ access }) => !access.available)
    .map(({ server, access }) => ({
      key: `ssh:${server.id}`,
      tone: 'warning',
      reason: 'reasonSshUnavailable',
      name: server.name,
      sshUnavailable: { reason: access.unavailableReason, message: access.unavailableMessage },
      href: `/vps/${encodeURIComponent(server.id)}#ssh-access`,
      action: 'actionOpenSshAccess',
    }));

export const attentionRules: readonly Rule[] = [
  soonestFirst(invoiceOverdue),
  soonestFirst(domainExpired),
  hostingSuspended,
  operationFailed,
  serverNotRunning,
  soonestFirst(renewalAwaiting),
  soonestFirst(domainExpiring),
  soonestFirst(invoiceDueSoon),
  cdnZoneNotActive,
  cdnSslNotActive,
  soonestFirst(cdnCertificateExpiring),
  sshAccessUnavailable,
  securityTrendUp,
  securityReportStale,
];

/** Everything that needs attention, the dangerous first, each subject once per rule. */
export function needsAttention(input: AttentionInput): Attention[] {
  const found = attentionRules.flatMap((rule) => rule(input));
  return [
    ...found.filter((item) => item.tone === 'danger'),
    ...found.filter((item) => item.tone !== 'danger'),
  ];
}
