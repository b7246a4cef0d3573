import { describe, expect, it } from 'vitest';
import { mockState, signInAs } from '../../test/session';
import { fetchCdnZone } from './cdn';

describe('GET /api/v2/cdn/zones/{id}', () => {
  it('reads a zone with its settings and gates, records only when asked', async () => {
    signInAs('support');
    const zone = await fetchCdnZone('cdn_aurora01');
    expect(zone).toMatchObject({
      id: 'cdn_aurora01',
      domain: 'aurora-bakery.se',
      status: 'active',
      securityLevel: 'medium',
      waf: { visitorProfileMode: 'challenge' },
      geoRestriction: {
        mode: 'whitelist',
        standardCountries: ['SE'],
        combinedCountries: ['SE', 'NO', 'DK', 'FI'],
      },
      actions: {
        canIssueCertificate: { allowed: false, code: 'certificate_active' },
        canDeactivate: { allowed: true },
      },
      records: null,
    });
    const withRecords = await fetchCdnZone('cdn_aurora01', { includeRecords: true });
    const dnsZone = mockState().dns.zones.find(
      (candidate) => candidate.cdnZoneId === 'cdn_aurora01',
    );
    const proxied = dnsZone?.records.filter((record) => record.proxied).map((record) => record.id);
    expect(withRecords.records?.map((record) => record.id)).toEqual(proxied);
    expect(withRecords.records?.map((record) => `${record.type} ${record.name}`)).toEqual(
      expect.arrayContaining(['A @', 'CNAME www']),
    );
    expect(withRecords.records?.some((record) => record.type === 'MX')).toBe(false);
    expect(mockState().requests.at(-1)?.search).toBe('?includeRecords=true');
  });
});
