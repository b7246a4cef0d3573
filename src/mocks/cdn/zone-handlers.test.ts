import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api';
import { mockState, signInAs } from '../../test/session';
import { fetchCdnZone, purgeCdnCache, updateCdnZone, type CdnZonePatch } from '../../api/cdn/cdn';

const patches = () => mockState().requests.filter((request) => request.method === 'PATCH');

describe('GET /api/v2/cdn/zones/{id}', () => {
  it('shows a pending zone with the reason and everything but deactivation explained', async () => {
    signInAs('owner');
    const zone = await fetchCdnZone('cdn_granit07');
    expect(zone.status).toBe('pending');
    expect(zone.reason).toMatch(/nameservers/);
    expect(zone.ssl).toEqual({ status: 'pending', expiresAt: null });
    expect(zone.actions?.canEnableProxy).toMatchObject({ allowed: false, code: 'zone_not_active' });
    expect(zone.actions?.canChangeMode.allowed).toBe(false);
    expect(zone.actions?.canActivate.allowed).toBe(false);
    expect(zone.actions?.canDeactivate.allowed).toBe(false);
  });

  it('answers 404 for a zone of another account', async () => {
    signInAs('owner');
    const error = await failure(fetchCdnZone('cdn_foreign99'));
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('PATCH /api/v2/cdn/zones/{id}', () => {
  it('applies only the groups that were sent and recomputes the country lists', async () => {
    signInAs('owner');
    const before = await fetchCdnZone('cdn_aurora01');
    const patch: CdnZonePatch = {
      geoRestriction: { mode: 'whitelist', additionalCountries: ['NO', 'IS'] },
    };
    const zone = await updateCdnZone('cdn_aurora01', patch);

    expect(patches().map((request) => request.body)).toEqual([patch]);
    expect(zone.geoRestriction).toEqual({
      enabled: true,
      mode: 'whitelist',
      standardCountries: ['SE'],
      additionalCountries: ['NO', 'IS'],
      combinedCountries: ['SE', 'NO', 'IS'],
      whitelistCountries: ['SE', 'NO', 'IS'],
    });
    expect(zone.security).toEqual(before.security);
    expect(zone.waf).toEqual(before.waf);
    expect(Date.parse(zone.activity?.settingsUpdatedAt ?? '')).toBeGreaterThan(
      Date.parse(before.activity?.settingsUpdatedAt ?? ''),
    );
    expect((await fetchCdnZone('cdn_aurora01')).geoRestriction?.combinedCountries).toEqual([
      'SE',
      'NO',
      'IS',
    ]);
  });

  it('turns the audience filter off with both modes and keeps the zone’s other settings', async () => {
    signInAs('owner');
    const before = await fetchCdnZone('cdn_aurora01');
    if (!before.waf) throw new Error('seed has a WAF group');
    const zone = await updateCdnZone(
      'cdn_aurora01',
      {
        waf: {
          ...before.waf,
          visitorProfileMode: 'off',
          ipAllowlist: [...before.waf.ipAllowlist],
          uaAllowlist: [...before.waf.uaAllowlist],
          pathAllowlist: [...before.waf.pathAllowlist],
        },
        geoRestriction: { mode: 'off', additionalCountries: ['NO', 'DK', 'FI'] },
      },
      { includeRecords: true },
    );
    expect(zone.waf?.visitorProfileMode).toBe('off');
    expect(zone.geoRestriction?.enabled).toBe(false);
    expect(zone.records).not.toBeNull();
    expect(zone.ruleCount).toBe((before.ruleCount ?? 0) - 2);
  });

  it('purges the cache without storing anything or touching the settings date', async () => {
    signInAs('owner');
    const before = await fetchCdnZone('cdn_nordic02');
    const zone = await purgeCdnCache('cdn_nordic02');
    expect(patches().map((request) => request.body)).toEqual([{ cache: { purgeCache: true } }]);
    expect(zone).not.toHaveProperty('cache');
    expect(zone.activity).toEqual(before.activity);
  });

  it('answers 400 with a pointer to each bad entry', async () => {
    signInAs('owner');
    const error = await failure(
      updateCdnZone('cdn_nordic02', {
        waf: {
          skipEnabled: true,
          challengeGeoEnabled: false,
          visitorProfileMode: 'off',
          ipAllowlist: ['203.0.113.0/24', '192.0.2.1', '192.0.2.300', '2001:db8::/129'],
          uaAllowlist: [],
          pathAllowlist: ['/ok/', 'no-slash/'],
        },
        geoRestriction: { mode: 'whitelist', additionalCountries: ['se'] },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(error.fieldErrors.map((field) => [field.pointer, field.code])).toEqual([
      ['/waf/ipAllowlist/2', 'invalid_ip_or_cidr'],
      ['/waf/ipAllowlist/3', 'invalid_ip_or_cidr'],
      ['/waf/pathAllowlist/1', 'invalid_path_prefix'],
      ['/geoRestriction/additionalCountries/0', 'invalid_country_code'],
    ]);
    expect(error.fieldErrors[0]?.field).toBe('waf.ipAllowlist.2');
    expect((await fetchCdnZone('cdn_nordic02')).waf?.ipAllowlist).toEqual(['203.0.113.0/24']);
  });

  it('refuses an unknown enumeration value in a group', async () => {
    signInAs('owner');
    const response = await fetch('http://localhost/api/v2/cdn/zones/cdn_nordic02', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer demo_owner_key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ performance: { earlyHints: true, alwaysOnline: 'yes' } }),
    });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({
      code: 'invalid_request',
      errors: [{ pointer: '/performance/alwaysOnline' }],
    });
  });

  it('answers 403 to the support key, which cannot write', async () => {
    signInAs('support');
    const error = await failure(updateCdnZone('cdn_aurora01', { proxied: false }));
    expect(error).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await fetchCdnZone('cdn_aurora01')).proxied).toBe(true);
  });

  it('answers 409 with the gate when the proxy cannot be turned on yet', async () => {
    signInAs('owner');
    const error = await failure(updateCdnZone('cdn_granit07', { proxied: true }));
    expect(error).toMatchObject({ status: 409, code: 'proxy_not_allowed' });
    expect(error.actions?.canEnableProxy).toMatchObject({
      allowed: false,
      code: 'zone_not_active',
    });
  });

  it('answers 404 for a zone of another account', async () => {
    signInAs('owner');
    const error = await failure(updateCdnZone('cdn_foreign99', { proxied: false }));
    expect(error.status).toBe(404);
  });
});
