// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/core/errors';
import type { ObservedExchange } from '../../api/core/exchange-observer';
import type { DnsRecord } from '../../api/dns/dns';
import { entryFor } from './describe-exchange';

const options = { views: false, now: new Date('2026-11-24T03:00:00Z'), id: 'entry_1' };
const record: DnsRecord = {
  id: 'drr_1',
  type: 'A',
  name: 'www.example.se',
  value: '203.0.113.1',
  ttl: 3600,
  proxied: false,
};

function exchange(fields: Partial<ObservedExchange>): ObservedExchange {
  return {
    method: 'POST',
    path: '/api/v2/vps/vps_web01/actions/shutdown',
    body: {},
    signal: undefined,
    outcome: { ok: true, data: {} },
    ...fields,
  };
}

describe('journal entries from exchanges', () => {
  it('marks a 202 as accepted with its job, so the job can settle it later', () => {
    const entry = entryFor(
      exchange({
        outcome: {
          ok: true,
          data: {
            operation: { status: 'in_progress', jobId: 'job_1', pollUrl: '/api/jobs/job_1' },
          },
        },
      }),
      {},
      options,
    );
    expect(entry).toMatchObject({
      area: 'vps',
      action: 'vps_shutdown',
      result: 'accepted',
      jobId: 'job_1',
      resource: { id: 'vps_web01', href: '/vps/vps_web01' },
    });
  });

  it('calls a lost answer an unknown outcome and keeps the values noted before it', () => {
    const entry = entryFor(
      exchange({
        method: 'DELETE',
        path: '/api/v2/dns-zones/zone_1/records/drr_1',
        outcome: { ok: false, error: new ApiError({ kind: 'unconfirmed' }) },
      }),
      { change: { subject: 'dnsRecord', zoneId: 'zone_1', before: record } },
      options,
    );
    expect(entry).toMatchObject({
      action: 'dnsRecordDelete',
      params: { type: 'A', name: 'www.example.se' },
      result: 'unknown',
      change: { before: record, after: null },
    });
  });

  it('names a deleted record relative to its zone, as the table and an add name it', () => {
    const entry = entryFor(
      exchange({ method: 'DELETE', path: '/api/v2/dns-zones/zone_1/records/drr_1' }),
      {
        change: { subject: 'dnsRecord', zoneId: 'zone_1', before: record },
        subject: { name: 'example.se' },
      },
      options,
    );
    expect(entry).toMatchObject({
      action: 'dnsRecordDelete',
      params: { type: 'A', name: 'www' },
      resource: { name: 'example.se' },
    });
  });

  it('keeps no values for a failed change: nothing changed', () => {
    const entry = entryFor(
      exchange({
        method: 'PUT',
        path: '/api/v2/dns-zones/zone_1/records/drr_1',
        body: { type: 'A', name: 'www', value: '203.0.113.2' },
        outcome: {
          ok: false,
          error: new ApiError({
            kind: 'http',
            status: 400,
            code: 'invalid_request',
            requestId: 'req_1',
          }),
        },
      }),
      { change: { subject: 'dnsRecord', zoneId: 'zone_1', before: record } },
      options,
    );
    expect(entry).toMatchObject({ result: 'failed', code: 'invalid_request', change: null });
  });

  it('names a failure without a Problem body by its HTTP status (a gateway page)', () => {
    const entry = entryFor(
      exchange({ outcome: { ok: false, error: new ApiError({ kind: 'http', status: 502 }) } }),
      {},
      options,
    );
    expect(entry).toMatchObject({ result: 'failed', code: 'HTTP 502' });
  });

  it('names the resource and what it acted on as the sending page knew them', () => {
    const entry = entryFor(
      exchange({ path: '/api/v2/shared-hosting/wh_1/backups/databases/dbb_7/actions/restore' }),
      { subject: { name: 'aurora-bakery.se', params: { database: 'shop_db', unknown: null } } },
      options,
    );
    expect(entry).toMatchObject({
      action: 'databaseRestore',
      params: { database: 'shop_db' },
      resource: { id: 'wh_1', name: 'aurora-bakery.se', href: '/hosting/wh_1/databases' },
    });
    expect(entry?.params).not.toHaveProperty('unknown');
    // Without a note (and in entries of earlier versions) there is no name: the ID is shown.
    expect(entryFor(exchange({}), {}, options)?.resource).not.toHaveProperty('name');
  });

  it.each([
    [
      'POST',
      '/api/v2/billing/payment-methods/contacts',
      { email: ' Ekonomi@Aurora.se ' },
      {},
      'recipientAdd',
      { email: 'ekonomi@aurora.se' },
    ],
    [
      'POST',
      '/api/v2/shared-hosting/wh_1/backups/databases/dbb_7/actions/restore',
      {},
      { database: { name: 'shop_db' }, operation: { status: 'completed', jobId: 'job_2' } },
      'databaseRestore',
      { database: 'shop_db' },
    ],
    [
      'POST',
      '/api/v2/shared-hosting/wh_1/email-accounts/info%40aurora.se/actions/sso',
      {},
      { loginUrl: 'https://mail.example/sso?token=secret' },
      'webmail',
      { mailbox: 'info@aurora.se' },
    ],
    [
      'POST',
      '/api/v2/shared-hosting/wh_1/ssh-keys',
      { name: 'laptop', publicKey: 'ssh-ed25519 AAAA' },
      {},
      'sshKeyImport',
      { key: 'laptop' },
    ],
    [
      'POST',
      '/api/v2/domains/dom_1/nameservers',
      { nameservers: ['ns1.example.net', 'ns2.example.net'] },
      {},
      'nameservers',
      { nameservers: 'ns1.example.net, ns2.example.net' },
    ],
    [
      'POST',
      '/api/v2/domains/dom_1/actions/respond-to-renewal',
      { decision: 'decline' },
      {},
      'renewalDecline',
      {},
    ],
    [
      'POST',
      '/api/v2/domains/bulk/dns',
      { action: 'add', domainNames: ['a.se', 'b.se', 'c.se', 'd.se', 'e.se'], records: [] },
      {},
      'bulkDns',
      { domains: 'a.se, b.se, c.se +2' },
    ],
    [
      'POST',
      '/api/v2/domains/bulk/dns',
      { action: 'add', domainNames: ['a.se'], records: [] },
      {},
      'bulkDns',
      { domains: 'a.se' },
    ],
    ['PUT', '/api/v2/vps/vps_web01/firmware', { mode: 'legacy' }, {}, 'firmware_legacy', {}],
    ['PUT', '/api/v2/vps/vps_web01/firmware', { mode: 'incus' }, {}, 'firmware_incus', {}],
    ['PUT', '/api/v2/vps/vps_web01/firmware', { mode: 'other' }, {}, 'firmware', {}],
    [
      'POST',
      '/api/v2/vps/vps_web01/backups/bkp_12/actions/restore-to-payg',
      {},
      {},
      'restoreToPayg',
      { backup: 'bkp_12' },
    ],
  ] as const)('%s %s says what it acted on', (method, path, body, data, action, params) => {
    const entry = entryFor(
      exchange({ method, path, body, outcome: { ok: true, data } }),
      {},
      options,
    );
    expect(entry).toMatchObject({ action, params });
    // Never the one-time URL of an answer, nor a key's public part.
    expect(JSON.stringify(entry)).not.toMatch(/secret|AAAA/);
  });

  it('records reads only when a read-only session opted in, and only detail pages', () => {
    const read = exchange({ method: 'GET', path: '/api/v2/dns-zones/zone_1' });
    expect(entryFor(read, {}, options)).toBeNull();
    expect(entryFor(read, {}, { ...options, views: true })).toMatchObject({
      action: 'viewDnsZone',
      result: 'viewed',
    });
    expect(
      entryFor(
        exchange({ method: 'GET', path: '/api/v2/dns-zones' }),
        {},
        { ...options, views: true },
      ),
    ).toBeNull();
  });
});
