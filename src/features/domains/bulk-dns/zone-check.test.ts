// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../../api/dns/dns';
import { zoneCheckFindings } from './zone-check';

const saved = (id: string, record: Omit<DnsRecord, 'id' | 'proxied'>): DnsRecord => ({
  id,
  proxied: false,
  ...record,
});

const zone = {
  name: 'shop.se',
  records: [
    saved('r1', { type: 'A', name: 'shop', value: '192.0.2.11' }),
    saved('r2', { type: 'CNAME', name: 'www.shop.se', value: 'shop.shop.se' }),
    saved('r3', { type: 'TXT', name: '@', value: 'v=spf1 -all' }),
  ],
};

const rules = (found: ReturnType<typeof zoneCheckFindings>) =>
  found.map((item) => `${item.index} ${item.rule} ${item.severity}`);

describe('the bulk records against one chosen zone', () => {
  it('refuses a CNAME beside a record, a record beside a CNAME and a duplicate; warns of an MX at a CNAME', () => {
    const found = zoneCheckFindings(
      {
        action: 'add',
        domainNames: ['shop.se'],
        records: [
          { type: 'CNAME', name: 'shop', value: 'shops.example.net' },
          { type: 'TXT', name: 'www', value: 'hello' },
          { type: 'TXT', name: '@', value: 'v=spf1 -all' },
          { type: 'MX', name: '@', value: 'www.shop.se', priority: 10 },
          { type: 'A', name: 'blog', value: '192.0.2.12' },
        ],
      },
      zone,
      'shop.se',
    );
    expect(rules(found)).toEqual([
      '0 conflictCnameBeside error',
      '1 conflictBesideCname error',
      '2 duplicateRecord error',
      '3 targetIsCname warning',
    ]);
    expect(found[0]).toMatchObject({ domainName: 'shop.se', record: { name: 'shop' } });
  });

  it('leaves out what an update replaces: the records of the same name and type', () => {
    const body = {
      action: 'update' as const,
      domainNames: ['shop.se'],
      records: [
        { type: 'TXT' as const, name: '@', value: 'v=spf1 -all' },
        { type: 'CNAME' as const, name: 'www', value: 'shop.example.net' },
      ],
    };
    expect(zoneCheckFindings(body, zone, 'shop.se')).toEqual([]);
    expect(
      rules(
        zoneCheckFindings(
          { ...body, records: [{ type: 'CNAME', name: 'shop', value: 'x.example.net' }] },
          zone,
          'shop.se',
        ),
      ),
    ).toEqual(['0 conflictCnameBeside error']);
  });
});
