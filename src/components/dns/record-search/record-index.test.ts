// @vitest-environment node
import type { DnsRecord } from '../../../api/dns/dns';
import { recordHaystacks, recordsPointingAt, searchZones, type ZoneRecords } from './record-index';

const record = (id: string, type: DnsRecord['type'], name: string, value: string): DnsRecord => ({
  id,
  type,
  name,
  value,
  ttl: 3600,
  proxied: false,
});

const shop: ZoneRecords = {
  id: 'zone_shop',
  name: 'shop.example',
  records: [
    record('drr_1', 'A', 'shop.example', '192.0.2.11'),
    record('drr_2', 'TXT', 'shop.example', 'v=spf1 ip4:192.0.2.11/32 -all'),
    record('drr_3', 'A', 'Mail.shop.example', '192.0.2.110'),
  ],
};
const blog: ZoneRecords = {
  id: 'zone_blog',
  name: 'blog.example',
  records: [
    record('drr_4', 'AAAA', 'blog.example', '2001:DB8::11'),
    record('drr_5', 'CNAME', 'www.blog.example', 'blog.example'),
  ],
};

const ids = (found: ReturnType<typeof searchZones>) =>
  found.map(({ zone, records }) => [zone.id, records.map((item) => item.id)]);

describe('searchZones', () => {
  it('finds an address as a value and inside an SPF value, by zone', () => {
    expect(ids(searchZones([shop, blog], '192.0.2.11'))).toEqual([
      ['zone_shop', ['drr_1', 'drr_2', 'drr_3']],
    ]);
  });

  it('matches names and values ignoring case and surrounding spaces', () => {
    expect(ids(searchZones([shop, blog], '  MAIL.shop '))).toEqual([['zone_shop', ['drr_3']]]);
    expect(ids(searchZones([shop, blog], '2001:db8::11'))).toEqual([['zone_blog', ['drr_4']]]);
  });

  it('finds nothing for an empty query or a query spanning name and value', () => {
    expect(searchZones([shop, blog], '   ')).toEqual([]);
    expect(searchZones([shop, blog], 'example 192')).toEqual([]);
  });

  it('lowercases each zone’s records once, not on every keystroke', () => {
    const first = recordHaystacks(shop.records);
    searchZones([shop], '192');
    expect(recordHaystacks(shop.records)).toBe(first);
    expect(first[0]).toBe('shop.example\n192.0.2.11');
  });
});

describe('recordsPointingAt', () => {
  it('finds A, AAAA and values naming the address, but not longer addresses', () => {
    expect(ids(recordsPointingAt([shop, blog], ['192.0.2.11', '2001:db8::11']))).toEqual([
      ['zone_shop', ['drr_1', 'drr_2']],
      ['zone_blog', ['drr_4']],
    ]);
  });

  it('finds nothing for a server without addresses', () => {
    expect(recordsPointingAt([shop, blog], [])).toEqual([]);
  });
});
