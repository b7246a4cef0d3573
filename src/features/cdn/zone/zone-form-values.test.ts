import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fetchCdnZone, updateCdnZone, type CdnZone } from '../../../api/cdn/cdn';
import { mockState, signInAs } from '../../../test/session';
import {
  buildZonePatch,
  cdnZoneFormSchema,
  isEmptyPatch,
  zoneFormValues,
  type CdnZoneFormValues,
} from './zone-form-values';

async function savedZone(id = 'cdn_aurora01'): Promise<CdnZone> {
  signInAs('owner');
  return fetchCdnZone(id);
}

type Edit = {
  group: keyof CdnZoneFormValues;
  apply: (values: CdnZoneFormValues) => CdnZoneFormValues;
};

const edits: Edit[] = [
  { group: 'proxied', apply: (values) => ({ ...values, proxied: !values.proxied }) },
  {
    group: 'security',
    apply: (values) => ({
      ...values,
      security: { ...values.security, level: values.security.level === 'high' ? 'low' : 'high' },
    }),
  },
  {
    group: 'security',
    apply: (values) => ({
      ...values,
      security: { ...values.security, wpAdminChallenge: !values.security.wpAdminChallenge },
    }),
  },
  {
    group: 'security',
    apply: (values) => ({ ...values, security: { ...values.security, minTlsVersion: '1.3' } }),
  },
  {
    group: 'performance',
    apply: (values) => ({
      ...values,
      performance: { ...values.performance, alwaysOnline: !values.performance.alwaysOnline },
    }),
  },
  {
    group: 'waf',
    apply: (values) => ({
      ...values,
      waf: { ...values.waf, ipAllowlist: [...values.waf.ipAllowlist, '192.0.2.55'] },
    }),
  },
  {
    group: 'waf',
    apply: (values) => ({
      ...values,
      waf: { ...values.waf, skipEnabled: !values.waf.skipEnabled },
    }),
  },
  { group: 'waf', apply: (values) => ({ ...values, waf: { ...values.waf, pathAllowlist: [] } }) },
  {
    group: 'geoRestriction',
    apply: (values) => ({
      ...values,
      geoRestriction: { ...values.geoRestriction, additionalCountries: ['IS'] },
    }),
  },
  {
    group: 'geoRestriction',
    apply: (values) => ({ ...values, geoRestriction: { ...values.geoRestriction, mode: 'off' } }),
  },
];

describe('buildZonePatch', () => {
  it('sends nothing when nothing was edited', async () => {
    const zone = await savedZone();
    expect(buildZonePatch(zone, zoneFormValues(zone))).toEqual({});
    expect(isEmptyPatch(buildZonePatch(zone, zoneFormValues(zone)))).toBe(true);
  });

  it('sends exactly the group of any one edited field, whole', async () => {
    const zone = await savedZone();
    const start = zoneFormValues(zone);
    fc.assert(
      fc.property(fc.constantFrom(...edits), (edit) => {
        const edited = edit.apply(start);
        const patch = buildZonePatch(zone, edited);
        expect(Object.keys(patch)).toEqual([edit.group]);
        expect(patch).toEqual({ [edit.group]: edited[edit.group] });
      }),
    );
  });

  it('sends every group that ends up different when several are edited, and leaves the rest out', async () => {
    const zone = await savedZone();
    const start = zoneFormValues(zone);
    const groups = ['proxied', 'security', 'performance', 'waf', 'geoRestriction'] as const;
    fc.assert(
      fc.property(fc.subarray(edits, { minLength: 1 }), (chosen) => {
        const edited = chosen.reduce((values, edit) => edit.apply(values), start);
        const different = groups.filter(
          (group) => JSON.stringify(edited[group]) !== JSON.stringify(start[group]),
        );
        expect(Object.keys(buildZonePatch(zone, edited)).sort()).toEqual([...different].sort());
      }),
    );
  });

  it('treats the audience countries as a set', async () => {
    const zone = await savedZone();
    const values = zoneFormValues(zone);
    const reordered = {
      ...values,
      geoRestriction: {
        ...values.geoRestriction,
        additionalCountries: [...values.geoRestriction.additionalCountries].reverse(),
      },
    };
    expect(buildZonePatch(zone, reordered)).toEqual({});
  });

  it('does not send a value the panel does not know unless its group is edited', () => {
    const zone: CdnZone = {
      id: 'cdn_x',
      security: {
        level: 'paranoid',
        sslMode: 'strict',
        alwaysUseHttps: true,
        minTlsVersion: '1.2',
        botProtection: true,
        blockBadCrawlers: false,
        blockBadBots: false,
        wpLoginProtection: false,
        wpAdminChallenge: false,
      },
    };
    const values = zoneFormValues(zone);
    expect(values.security.level).toBe('medium');
    expect(buildZonePatch(zone, values)).toEqual({});
    expect(cdnZoneFormSchema.safeParse(values).success).toBe(true);
  });

  it('produces a body the server accepts and applies to that group only', async () => {
    const zone = await savedZone('cdn_nordic02');
    const values = zoneFormValues(zone);
    const patch = buildZonePatch(zone, {
      ...values,
      performance: { ...values.performance, earlyHints: true },
    });
    const updated = await updateCdnZone('cdn_nordic02', patch);
    expect(mockState().requests.at(-1)?.body).toEqual({
      performance: { earlyHints: true, alwaysOnline: true },
    });
    expect(updated.performance).toEqual({ earlyHints: true, alwaysOnline: true });
    expect(updated.waf).toEqual(zone.waf);
  });
});
