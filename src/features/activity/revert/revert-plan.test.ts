// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../../api/dns/dns';
import type { JournalEntry } from '../../../components/journal/journal-entry';
import { planDnsRevert } from './revert-plan';

const zoneName = 'example.se';

function record(fields: Partial<DnsRecord> = {}): DnsRecord {
  return {
    id: 'rec_shop',
    type: 'A',
    name: 'shop.example.se',
    value: '192.0.2.10',
    ttl: 3600,
    priority: null,
    weight: null,
    port: null,
    proxied: false,
    ...fields,
  };
}

function entry(action: string, before: DnsRecord | null, after: DnsRecord | null): JournalEntry {
  return {
    id: 'entry_1',
    at: '2026-11-24T03:00:00.000Z',
    area: 'dns',
    action,
    params: { type: 'A', name: 'shop' },
    resource: { id: 'zone_1', href: '/dns/zone_1' },
    result: 'completed',
    code: null,
    requestId: null,
    jobId: null,
    change: { subject: 'dnsRecord', zoneId: 'zone_1', before, after },
    revertOf: null,
  };
}

const zone = (records: DnsRecord[]) => ({ id: 'zone_1', name: zoneName, records });

describe('reverting a DNS record delete', () => {
  it('creates the record again from its values, under a new ID, and says so', () => {
    const deleted = record();
    const plan = planDnsRevert(entry('dnsRecordDelete', deleted, null), zone([]));
    expect(plan.request).toEqual({
      kind: 'dnsCreate',
      zoneId: 'zone_1',
      input: { type: 'A', name: 'shop', value: '192.0.2.10', ttl: 3600 },
    });
    expect(plan.newId).toBe(true);
    expect(plan.blocked).toBeNull();
    expect(plan.changedSince).toBe(false);
    expect(plan.rows).toEqual(
      expect.arrayContaining([
        { field: 'value', now: undefined, reverted: '192.0.2.10' },
        { field: 'name', now: undefined, reverted: 'shop.example.se' },
      ]),
    );
  });

  it('is already reverted when the zone holds the deleted record again, under a new ID', () => {
    const deleted = record();
    const back = record({ id: 'rec_new' });
    const plan = planDnsRevert(entry('dnsRecordDelete', deleted, null), zone([back]));
    expect(plan.request).toBeNull();
    expect(plan.blocked).toBe('alreadyReverted');
  });

  it('is already reverted when the record is back without the proxy (a create does not send it)', () => {
    const deleted = record({ proxied: true });
    const back = record({ id: 'rec_new', proxied: false });
    const plan = planDnsRevert(entry('dnsRecordDelete', deleted, null), zone([back]));
    expect(plan.blocked).toBe('alreadyReverted');
  });

  it('puts back only the TTL of a record that is back with another TTL, and asks again', () => {
    const deleted = record();
    const back = record({ id: 'rec_new', ttl: 300 });
    const plan = planDnsRevert(entry('dnsRecordDelete', deleted, null), zone([back]));
    expect(plan.request).toEqual({
      kind: 'dnsUpdate',
      zoneId: 'zone_1',
      recordId: 'rec_new',
      input: { type: 'A', name: 'shop', value: '192.0.2.10', ttl: 3600 },
      before: back,
    });
    expect(plan.rows).toEqual([{ field: 'ttl', now: 300, reverted: 3600 }]);
    expect(plan.changedSince).toBe(true);
    expect(plan.newId).toBe(false);
  });

  it('creates the record when only another record of the same name and type exists', () => {
    const deleted = record();
    const other = record({ id: 'rec_other', value: '192.0.2.11' });
    const plan = planDnsRevert(entry('dnsRecordDelete', deleted, null), zone([other]));
    expect(plan.request?.kind).toBe('dnsCreate');
    expect(plan.changedSince).toBe(false);
  });

  it('keeps the extra fields of an MX record', () => {
    const mx = record({ type: 'MX', name: 'example.se', value: 'mail.example.se', priority: 10 });
    const plan = planDnsRevert(entry('dnsRecordDelete', mx, null), zone([]));
    expect(plan.request).toMatchObject({
      kind: 'dnsCreate',
      input: { type: 'MX', name: '@', value: 'mail.example.se', priority: 10 },
    });
  });
});

describe('reverting a proxy toggle', () => {
  it('turns the proxy back off after it was turned on, on the same record', () => {
    const before = record({ proxied: false });
    const after = record({ proxied: true });
    const plan = planDnsRevert(entry('dnsRecordProxyOn', before, after), zone([after]));
    expect(plan.request).toEqual({
      kind: 'dnsProxy',
      zoneId: 'zone_1',
      recordId: 'rec_shop',
      proxied: false,
      before: after,
    });
    expect(plan.rows).toEqual([{ field: 'proxied', now: true, reverted: false }]);
    expect(plan.newId).toBe(false);
    expect(plan.changedSince).toBe(false);
  });

  it('turns it back on after it was turned off', () => {
    const before = record({ proxied: true });
    const after = record({ proxied: false });
    const plan = planDnsRevert(entry('dnsRecordProxyOff', before, after), zone([after]));
    expect(plan.request).toMatchObject({ kind: 'dnsProxy', proxied: true });
  });

  it('sends only the proxy flag when the record changed since, and says it changed', () => {
    const before = record({ proxied: false });
    const after = record({ proxied: true });
    const edited = record({ proxied: true, value: '192.0.2.99' });
    const plan = planDnsRevert(entry('dnsRecordProxyOn', before, after), zone([edited]));
    expect(plan.request).toMatchObject({ kind: 'dnsProxy', proxied: false, before: edited });
    expect(plan.rows).toEqual([{ field: 'proxied', now: true, reverted: false }]);
    expect(plan.changedSince).toBe(true);
  });

  it('has nothing to send when the proxy is already as before', () => {
    const before = record({ proxied: false });
    const after = record({ proxied: true });
    const plan = planDnsRevert(entry('dnsRecordProxyOn', before, after), zone([before]));
    expect(plan.request).toBeNull();
    expect(plan.blocked).toBe('alreadyReverted');
  });

  it('has nothing to send when the record is gone', () => {
    const before = record({ proxied: false });
    const after = record({ proxied: true });
    const plan = planDnsRevert(entry('dnsRecordProxyOn', before, after), zone([]));
    expect(plan.request).toBeNull();
    expect(plan.blocked).toBe('recordGone');
  });
});

describe('a revert the record form would refuse', () => {
  const cname = record({ id: 'rec_www', type: 'CNAME', name: 'www.example.se', value: '@' });
  const a = record({ id: 'rec_www_a', type: 'A', name: 'www.example.se', value: '192.0.2.20' });

  it('does not bring back a deleted CNAME beside a record now of its name', () => {
    const plan = planDnsRevert(entry('dnsRecordDelete', cname, null), zone([a]));
    expect(plan.request).toBeNull();
    expect(plan.blocked).toBe('cnameClash');
    expect(plan.rows.length).toBeGreaterThan(0);
  });

  it('does not turn a record back into a CNAME beside others of its name', () => {
    const changed = record({ id: 'rec_www', type: 'A', name: 'www.example.se' });
    const other = record({ id: 'rec_www_txt', type: 'TXT', name: 'www.example.se', value: 'x' });
    const plan = planDnsRevert(entry('dnsRecordUpdate', cname, changed), zone([changed, other]));
    expect(plan.blocked).toBe('cnameClash');
  });

  it('brings the CNAME back when its name is free', () => {
    const plan = planDnsRevert(entry('dnsRecordDelete', cname, null), zone([]));
    expect(plan.request?.kind).toBe('dnsCreate');
    expect(plan.blocked).toBeNull();
  });
});
