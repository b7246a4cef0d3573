import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchZone as zone, recordNamed } from '../../test/dns-zone';
import { mockState, signInAs } from '../../test/session';
import { createDnsRecord, dnsRecordListQuery, setDnsRecordProxied } from './dns';

const lastRequest = () => mockState().requests.at(-1);

describe('DNS zones', () => {
  it('returns a zone with its records, names as FQDNs', async () => {
    signInAs('support');
    const detail = await zone('zone_aurora01');
    expect(detail.recordCount).toBe(detail.records.length);
    expect(detail.records.map((record) => record.name)).toContain('www.aurora-bakery.se');
    expect(recordNamed(detail, 'SRV', '_sip._tcp')).toMatchObject({
      priority: 10,
      weight: 5,
      port: 5060,
    });
  });

  it('pages the record list', async () => {
    signInAs('support');
    const first = await new QueryClient().fetchQuery(
      dnsRecordListQuery('zone_aurora01', { limit: 5 }),
    );
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/api/v2/dns-zones/zone_aurora01/records',
      search: '?limit=5',
    });
    expect(first.data).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const rest = await new QueryClient().fetchQuery(
      dnsRecordListQuery('zone_aurora01', { limit: 100, cursor: first.nextCursor ?? null }),
    );
    expect(first.data.length + rest.data.length).toBe((await zone('zone_aurora01')).recordCount);
  });
});

describe('creating records', () => {
  it('sends the record and answers it with an ID; the zone then has it', async () => {
    signInAs('owner');
    const input = {
      type: 'TXT',
      name: 'verify',
      value: 'site-verification=abc123',
      ttl: 300,
    } as const;
    const record = await createDnsRecord('zone_fjall08', input);
    expect(record).toMatchObject({
      id: expect.stringMatching(/^drr_/),
      type: 'TXT',
      value: 'site-verification=abc123',
      ttl: 300,
      proxied: false,
    });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/v2/dns-zones/zone_fjall08/records',
      body: input,
    });
    expect(recordNamed(await zone('zone_fjall08'), 'TXT', 'verify')?.id).toBe(record.id);
  });
});

describe('proxying records', () => {
  it('switches an A record in a CDN zone on and off', async () => {
    signInAs('owner');
    const vpn = recordNamed(await zone('zone_granit07'), 'AAAA', 'vpn');
    await expect(
      setDnsRecordProxied('zone_granit07', vpn?.id ?? '', { proxied: true }),
    ).resolves.toMatchObject({ proxied: true });
    expect(lastRequest()).toMatchObject({ method: 'PATCH', body: { proxied: true } });
    await expect(
      setDnsRecordProxied('zone_granit07', vpn?.id ?? '', { proxied: false }),
    ).resolves.toMatchObject({ proxied: false });
  });
});
