// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordInputSchema } from '../../api/dns/record-input';
import { scenarioNames } from '../scenarios';
import { largeAccountDns } from '../large-account-dns';
import { seedDns } from './data';

describe('seedDns', () => {
  it.each(scenarioNames)(
    'seeds only records the shared rules accept, with unique IDs (%s)',
    (scenario) => {
      const zones = seedDns(scenario).zones;
      const ids = zones.flatMap((zone) => zone.records.map((record) => record.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const zone of zones) {
        for (const { id: _id, proxied: _proxied, ...record } of zone.records) {
          expect(recordInputSchema(zone.name).safeParse(record).error?.issues ?? []).toEqual([]);
        }
      }
    },
  );

  it('has email forwarding on for kaffekoppen.se only', () => {
    const forwarding = seedDns('default').zones.filter((zone) => zone.emailForwarding);
    expect(forwarding.map((zone) => zone.id)).toEqual(['zone_kaffe03']);
  });

  it('proxies only A, AAAA and CNAME records, and only in zones on the CDN', () => {
    for (const zone of seedDns('default').zones) {
      for (const record of zone.records.filter((candidate) => candidate.proxied)) {
        expect(zone.cdnZoneId).not.toBeNull();
        expect(['A', 'AAAA', 'CNAME']).toContain(record.type);
      }
    }
  });

  it('covers every record type', () => {
    const types = new Set(
      seedDns('default').zones.flatMap((zone) => zone.records.map((record) => record.type)),
    );
    expect([...types].sort()).toEqual([
      'A',
      'AAAA',
      'ALIAS',
      'CAA',
      'CNAME',
      'MX',
      'NS',
      'SPF',
      'SRV',
      'TLSA',
      'TXT',
    ]);
  });

  it('gives the large account a zone with more records than one list page and none to the empty one', () => {
    expect(Math.max(...largeAccountDns().zones.map((zone) => zone.records.length))).toBeGreaterThan(
      100,
    );
    expect(seedDns('empty-account').zones).toEqual([]);
  });
});
