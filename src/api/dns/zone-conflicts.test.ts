// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordConflicts, type ZoneRecordLike } from './zone-conflicts';

const zone = 'example.com';
const records: ZoneRecordLike[] = [
  { id: 'drr_1', type: 'A', name: 'shop', value: '192.0.2.11' },
  { id: 'drr_2', type: 'CNAME', name: 'www.example.com.', value: '@' },
  { id: 'drr_3', type: 'MX', name: '@', value: 'mx1.example.net', priority: 10 },
];
const rules = (draft: ZoneRecordLike) =>
  recordConflicts(draft, records, zone).map((found) => `${found.severity}:${found.rule}`);

describe('recordConflicts', () => {
  it('refuses a CNAME beside any other record of the same name, in any case', () => {
    expect(rules({ type: 'CNAME', name: 'SHOP', value: 'shops.example.net' })).toEqual([
      'error:conflictCnameBeside',
    ]);
    expect(rules({ type: 'CNAME', name: 'blog', value: 'shops.example.net' })).toEqual([]);
  });

  it('refuses another record beside a CNAME (names given as FQDN by the API)', () => {
    expect(rules({ type: 'TXT', name: 'www', value: 'hello' })).toEqual([
      'error:conflictBesideCname',
    ]);
  });

  it('refuses an exact duplicate but not the same target with another priority', () => {
    expect(rules({ type: 'MX', name: '@', value: 'MX1.example.net.', priority: 10 })).toEqual([
      'error:duplicateRecord',
    ]);
    expect(rules({ type: 'MX', name: '@', value: 'mx1.example.net', priority: 20 })).toEqual([]);
  });

  it('warns when an MX or NS points at a name that is a CNAME in the zone', () => {
    expect(rules({ type: 'MX', name: '@', value: 'www.example.com', priority: 5 })).toEqual([
      'warning:targetIsCname',
    ]);
    expect(rules({ type: 'NS', name: 'lab', value: 'www.example.com.' })).toEqual([
      'warning:targetIsCname',
    ]);
    expect(rules({ type: 'MX', name: '@', value: 'shop.example.com', priority: 5 })).toEqual([]);
  });
});
