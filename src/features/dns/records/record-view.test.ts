// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../../api/dns/dns';
import {
  initialRecordView,
  matchingRows,
  recordRows,
  sortedRows,
  toggleSort,
  type RecordView,
} from './record-view';
import { ttlInUnit } from './ttl-unit';

const record = (
  id: string,
  type: string,
  name: string,
  value: string,
  ttl?: number,
): DnsRecord => ({ id, type, name, value, ttl, proxied: false });

const records = [
  record('r1', 'A', 'www.example.com', '192.0.2.1', 300),
  record('r2', 'TXT', 'example.com', 'v=spf1 -all', 3600),
  record('r3', 'MX', 'example.com.', 'mx.example.net', 60),
  record('r4', 'A', 'api.example.com', '192.0.2.2'),
];

const visible = (view: RecordView) =>
  matchingRows(sortedRows(recordRows(records, 'example.com'), view, 'en'), view);
const shown = (view: Partial<RecordView>) =>
  visible({ ...initialRecordView, ...view }).map((row) => `${row.name} ${row.record.type}`);

describe('sortedRows and matchingRows', () => {
  it('shows names relative to the zone, root first', () => {
    expect(shown({})).toEqual(['@ MX', '@ TXT', 'api A', 'www A']);
  });

  it('filters by type and by text in name, value or type, ignoring case', () => {
    expect(shown({ type: 'A' })).toEqual(['api A', 'www A']);
    expect(shown({ text: 'SPF1' })).toEqual(['@ TXT']);
    expect(shown({ text: ' mx ' })).toEqual(['@ MX']);
    expect(shown({ type: 'A', text: '192.0.2.2' })).toEqual(['api A']);
  });

  it('matches within one field only, never across the name and the value', () => {
    expect(shown({ text: 'www' })).toEqual(['www A']);
    expect(shown({ text: 'www192' })).toEqual([]);
    expect(shown({ text: 'www 192' })).toEqual([]);
  });

  it('sorts names naturally, in the order of the panel’s language', () => {
    const names = ['web10', 'web2', 'önskelista', 'zon', 'Web1'];
    const zone = names.map((name, index) => record(`n${index}`, 'A', `${name}.example.com`, ''));
    const order = (language: 'en' | 'sv') =>
      sortedRows(recordRows(zone, 'example.com'), initialRecordView, language).map(
        (row) => row.name,
      );
    expect(order('sv')).toEqual(['Web1', 'web2', 'web10', 'zon', 'önskelista']);
    expect(order('en')).toEqual(['önskelista', 'Web1', 'web2', 'web10', 'zon']);
  });

  it('keeps the sorted order when filtering', () => {
    expect(shown({ sort: 'ttl', descending: true, type: 'A' })).toEqual(['api A', 'www A']);
  });

  it('sorts records without a TTL last when ascending', () => {
    expect(shown({ sort: 'ttl' })).toEqual(['@ MX', 'www A', '@ TXT', 'api A']);
    expect(shown({ sort: 'ttl', descending: true })).toEqual(['api A', '@ TXT', 'www A', '@ MX']);
  });

  it('never loses or invents a record, whatever the sort', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('name', 'type', 'value', 'ttl'),
        fc.boolean(),
        (sort, descending) => {
          const ids = visible({ ...initialRecordView, sort, descending }).map(
            (row) => row.record.id,
          );
          expect([...ids].sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
        },
      ),
    );
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    const byTtl = toggleSort(initialRecordView, 'ttl');
    expect(byTtl).toMatchObject({ sort: 'ttl', descending: false });
    expect(toggleSort(byTtl, 'ttl')).toMatchObject({ sort: 'ttl', descending: true });
    expect(toggleSort({ ...byTtl, descending: true }, 'value')).toMatchObject({
      sort: 'value',
      descending: false,
    });
  });
});

describe('ttlInUnit', () => {
  it('uses the largest unit that divides the TTL exactly', () => {
    expect(ttlInUnit(86_400)).toEqual({ value: 1, unit: 'day' });
    expect(ttlInUnit(7_200)).toEqual({ value: 2, unit: 'hour' });
    expect(ttlInUnit(300)).toEqual({ value: 5, unit: 'minute' });
    expect(ttlInUnit(90)).toEqual({ value: 90, unit: 'second' });
  });

  it('always converts back to the same number of seconds', () => {
    const size = { day: 86_400, hour: 3_600, minute: 60, second: 1 };
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 10_000_000 }), (seconds) => {
        const { value, unit } = ttlInUnit(seconds);
        expect(value * size[unit]).toBe(seconds);
      }),
    );
  });
});
