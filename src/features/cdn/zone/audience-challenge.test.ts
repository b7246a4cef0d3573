import { describe, expect, it } from 'vitest';
import { fetchCdnZone, updateCdnZone } from '../../../api/cdn/cdn';
import { mockState, signInAs } from '../../../test/session';
import { applyAudienceChallenge, readAudienceChallenge } from './audience-challenge';
import { buildZonePatch, zoneFormValues } from './zone-form-values';

async function zoneAndValues(id: string) {
  signInAs('owner');
  const zone = await fetchCdnZone(id);
  return {
    zone,
    values: zoneFormValues(zone),
    standard: zone.geoRestriction?.standardCountries ?? [],
  };
}

describe('challenge visitors outside my audience', () => {
  it('reads the switch from the two modes and the effective allowlist', async () => {
    const aurora = await zoneAndValues('cdn_aurora01');
    expect(readAudienceChallenge(aurora.values, aurora.standard)).toEqual({
      enabled: true,
      action: 'challenge',
      countries: ['SE', 'NO', 'DK', 'FI'],
    });
    const nordic = await zoneAndValues('cdn_nordic02');
    expect(readAudienceChallenge(nordic.values, nordic.standard)).toEqual({
      enabled: false,
      action: 'challenge',
      countries: ['SE'],
    });
  });

  it('turning it on sets the action, the whitelist mode and the audience as additional countries, and nothing else', async () => {
    const { zone, values } = await zoneAndValues('cdn_nordic02');
    const patch = buildZonePatch(
      zone,
      applyAudienceChallenge(values, {
        enabled: true,
        action: 'challenge',
        countries: ['se', 'NO', 'NO'],
      }),
    );
    expect(patch).toEqual({
      waf: { ...values.waf, visitorProfileMode: 'challenge' },
      geoRestriction: { mode: 'whitelist', additionalCountries: ['SE', 'NO'] },
    });
    const updated = await updateCdnZone('cdn_nordic02', patch);
    expect(mockState().requests.at(-1)?.body).toEqual(patch);
    expect(updated.geoRestriction?.combinedCountries).toEqual(['SE', 'NO']);
    expect(updated.waf?.visitorProfileMode).toBe('challenge');
  });

  it('can block instead of challenge', async () => {
    const { values } = await zoneAndValues('cdn_nordic02');
    const result = applyAudienceChallenge(values, {
      enabled: true,
      action: 'block',
      countries: ['NO'],
    });
    expect(result.waf.visitorProfileMode).toBe('block');
    expect(result.geoRestriction).toEqual({ mode: 'whitelist', additionalCountries: ['NO'] });
  });

  it('turning it off sets both modes to off and keeps the countries for next time', async () => {
    const { zone, values } = await zoneAndValues('cdn_aurora01');
    const patch = buildZonePatch(
      zone,
      applyAudienceChallenge(values, { enabled: false, action: 'challenge', countries: [] }),
    );
    expect(patch).toEqual({
      waf: { ...values.waf, visitorProfileMode: 'off' },
      geoRestriction: { mode: 'off', additionalCountries: ['NO', 'DK', 'FI'] },
    });
  });
});
