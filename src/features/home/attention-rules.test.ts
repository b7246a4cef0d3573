// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../api/billing/billing';
import type { CdnZone } from '../../api/cdn/cdn';
import type { SecurityInsights } from '../../api/cdn/security-report';
import type { Domain } from '../../api/domains/domains';
import type { HostingAccount } from '../../api/hosting/hosting';
import type { SshAccess } from '../../api/vps/ssh-access';
import type { Vps } from '../../api/vps/vps';
import type { OperationRecord } from '../../components/operations/operations-store';
import {
  cdnCertificateExpiring,
  cdnSslNotActive,
  cdnZoneNotActive,
  domainExpired,
  domainExpiring,
  hostingSuspended,
  invoiceDueSoon,
  invoiceOverdue,
  needsAttention,
  operationFailed,
  renewalAwaiting,
  securityReportStale,
  securityTrendUp,
  serverNotRunning,
  sshAccessUnavailable,
  type AttentionInput,
} from './attention-rules';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(now + days * DAY).toISOString();
const gate = { allowed: true, reason: null };

const input = (part: Partial<AttentionInput>): AttentionInput => ({
  now,
  domains: [],
  servers: [],
  hosting: [],
  invoices: [],
  cdnZones: [],
  insights: null,
  operations: [],
  sshAccess: [],
  ...part,
});

const domain = (part: Partial<Domain> = {}): Domain => ({
  id: 'dom_a',
  name: 'example.se',
  status: 'active',
  expiresAt: inDays(200),
  autoRenew: true,
  registryLock: false,
  pendingRenewalOrder: null,
  ...part,
});
const invoice = (part: Partial<Invoice> = {}): Invoice => ({
  id: 'inv_1',
  number: '2026-1100',
  status: 'unpaid',
  amount: 100,
  currencyCode: 'SEK',
  dueAt: inDays(20),
  kind: 'standard',
  ...part,
});
const server = (part: Partial<Vps> = {}): Vps => ({
  id: 'vps_a',
  name: 'aurora-web',
  hostname: 'aurora-web.example.net',
  status: 'running',
  region: 'sto',
  cpuCores: 2,
  memoryGb: 4,
  storageGb: 50,
  ipv4: ['192.0.2.1'],
  ipv6: [],
  createdAt: inDays(-100),
  ...part,
});
const zone = (part: Partial<CdnZone> = {}): CdnZone => ({
  id: 'cdn_a',
  domain: 'example.se',
  status: 'active',
  ssl: { status: 'active', expiresAt: inDays(60) },
  ...part,
});
const insights = (part: Partial<SecurityInsights>, trendPercent = 10): SecurityInsights =>
  ({
    status: 'ready',
    refreshPending: false,
    report: { generatedAt: inDays(-0.5), trendPercent },
    ...part,
  }) as SecurityInsights;
const account = (status: HostingAccount['status']): HostingAccount => ({
  id: 'acct_a',
  name: 'Aurora',
  primaryDomain: 'example.se',
  domains: [],
  plan: 'Start',
  status,
  platform: 'cpanel',
});
const operation = (part: Partial<OperationRecord>): OperationRecord => ({
  jobId: 'job_1',
  pollUrl: null,
  scope: 'vps:vps_a',
  href: '/vps/vps_a',
  title: { en: 'Shut down aurora-web', sv: 'Stäng av aurora-web' },
  startedAt: now - 60_000,
  status: 'completed',
  progress: null,
  error: null,
  invalidate: [],
  halt: null,
  unknownPolls: 0,
  checkedAt: now,
  resumed: false,
  ...part,
});
const access = (available: boolean): SshAccess => ({
  available,
  unavailableReason: available ? null : 'guest_agent_unavailable',
  unavailableMessage: null,
  loginUser: 'root',
  checkedAt: inDays(0),
  entries: [],
  savedKeys: [],
});

const pending = {
  id: 'ord_1',
  createdAt: inDays(-1),
  period: 1,
  amount: 99,
  currencyCode: 'SEK',
  invoiceId: null,
};

describe('each rule fires on its case and stays quiet otherwise', () => {
  it.each([
    [
      'a renewal awaiting an answer',
      renewalAwaiting,
      input({
        domains: [domain({ pendingRenewalOrder: pending, actions: { canRespondToRenewal: gate } })],
      }),
      input({ domains: [domain()] }),
    ],
    [
      'a domain expiring within 30 days without auto-renew',
      domainExpiring,
      input({ domains: [domain({ autoRenew: false, expiresAt: inDays(29) })] }),
      input({ domains: [domain({ autoRenew: true, expiresAt: inDays(29) })] }),
    ],
    [
      'an expired domain',
      domainExpired,
      input({ domains: [domain({ status: 'expired', expiresAt: inDays(-3) })] }),
      input({ domains: [domain({ autoRenew: false, expiresAt: inDays(31) })] }),
    ],
    [
      'an unpaid invoice due within 7 days',
      invoiceDueSoon,
      input({ invoices: [invoice({ dueAt: inDays(6) })] }),
      input({
        invoices: [invoice({ dueAt: inDays(8) }), invoice({ status: 'paid', dueAt: inDays(1) })],
      }),
    ],
    [
      'an overdue invoice',
      invoiceOverdue,
      input({ invoices: [invoice({ dueAt: inDays(-1) })] }),
      input({ invoices: [invoice({ status: 'paid', dueAt: inDays(-1) })] }),
    ],
    [
      'a server not running',
      serverNotRunning,
      input({ servers: [server({ status: 'stopped' })] }),
      input({ servers: [server()] }),
    ],
    [
      'a CDN zone not active',
      cdnZoneNotActive,
      input({ cdnZones: [zone({ status: 'pending' })] }),
      input({ cdnZones: [zone()] }),
    ],
    [
      'a CDN zone whose SSL is not active',
      cdnSslNotActive,
      input({ cdnZones: [zone({ ssl: { status: 'error', expiresAt: null } })] }),
      input({ cdnZones: [zone()] }),
    ],
    [
      'a CDN certificate expiring within 14 days',
      cdnCertificateExpiring,
      input({ cdnZones: [zone({ ssl: { status: 'active', expiresAt: inDays(13) } })] }),
      input({ cdnZones: [zone({ ssl: { status: 'active', expiresAt: inDays(15) } })] }),
    ],
    [
      'security actions up more than 50 %',
      securityTrendUp,
      input({ insights: insights({}, 51) }),
      input({ insights: insights({}, 50) }),
    ],
    [
      'a stale security report',
      securityReportStale,
      input({ insights: insights({ status: 'stale', refreshPending: true }) }),
      input({ insights: insights({ status: 'ready' }) }),
    ],
    [
      'a suspended hosting account',
      hostingSuspended,
      input({ hosting: [account('suspended')] }),
      input({ hosting: [account('active')] }),
    ],
    [
      'an operation that failed in the last 24 hours',
      operationFailed,
      input({ operations: [operation({ status: 'failed' })] }),
      input({
        operations: [
          operation({ status: 'completed' }),
          operation({ jobId: 'job_old', status: 'failed', startedAt: now - 25 * 3_600_000 }),
        ],
      }),
    ],
    [
      'live SSH access unavailable',
      sshAccessUnavailable,
      input({ sshAccess: [{ server: server(), access: access(false) }] }),
      input({ sshAccess: [{ server: server(), access: access(true) }] }),
    ],
  ])('%s', (_name, rule, fires, quiet) => {
    expect(rule(fires)).toHaveLength(1);
    expect(rule(quiet)).toEqual([]);
  });

  it('links each finding to the place that fixes it', () => {
    const [renewal] = renewalAwaiting(
      input({
        domains: [domain({ pendingRenewalOrder: pending, actions: { canRespondToRenewal: gate } })],
      }),
    );
    expect(renewal?.href).toBe('/domains/dom_a#renewal');
    const [overdue] = invoiceOverdue(input({ invoices: [invoice({ status: 'overdue' })] }));
    expect(overdue?.href).toBe('/billing/invoices/inv_1#payment');
  });

  it('lists the dangerous first', () => {
    const found = needsAttention(
      input({
        servers: [server({ status: 'stopped' })],
        invoices: [invoice({ status: 'overdue' })],
      }),
    );
    expect(found.map((item) => item.reason)).toEqual([
      'reasonInvoiceOverdue',
      'reasonServerNotRunning',
    ]);
  });

  it('lists each kind of deadline in the order the deadlines fall, whatever the list order', () => {
    const found = needsAttention(
      input({
        invoices: [
          invoice({ id: 'inv_late', number: 'due-in-5', dueAt: inDays(5) }),
          invoice({ id: 'inv_soon', number: 'due-in-2', dueAt: inDays(2) }),
          invoice({
            id: 'inv_over_new',
            number: 'overdue-1',
            status: 'overdue',
            dueAt: inDays(-1),
          }),
          invoice({
            id: 'inv_over_old',
            number: 'overdue-9',
            status: 'overdue',
            dueAt: inDays(-9),
          }),
        ],
        domains: [
          domain({ id: 'dom_b', name: 'b.se', autoRenew: false, expiresAt: inDays(20) }),
          domain({ id: 'dom_c', name: 'c.se', autoRenew: false, expiresAt: inDays(3) }),
        ],
      }),
    );
    expect(found.map((item) => item.name)).toEqual([
      'overdue-9',
      'overdue-1',
      'c.se',
      'b.se',
      'due-in-2',
      'due-in-5',
    ]);
  });
});
