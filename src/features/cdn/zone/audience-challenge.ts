import type { GeoRestrictionGroup, VisitorProfileMode } from '../../../api/cdn/cdn';

export type AudienceAction = 'challenge' | 'block';

/** "Challenge (or block) visitors outside my audience", as one switch over two PATCH groups. */
export interface AudienceChallenge {
  enabled: boolean;
  action: AudienceAction;
  /** Uppercase ISO country codes whose visitors pass without a challenge. */
  countries: string[];
}

/** The part of the zone settings form the switch reads and writes. */
export interface AudienceSettings {
  waf: { visitorProfileMode: VisitorProfileMode };
  geoRestriction: GeoRestrictionGroup;
}

const unique = (codes: readonly string[]) => [
  ...new Set(codes.map((code) => code.trim().toUpperCase())),
];

/** The switch as the zone is set up now; the audience is the effective allowlist. */
export function readAudienceChallenge(
  values: AudienceSettings,
  standardCountries: readonly string[],
): AudienceChallenge {
  const mode = values.waf.visitorProfileMode;
  return {
    enabled: mode !== 'off' && values.geoRestriction.mode === 'whitelist',
    action: mode === 'block' ? 'block' : 'challenge',
    countries: unique([...standardCountries, ...values.geoRestriction.additionalCountries]),
  };
}

/**
 * The spec's recipe: on sets `waf.visitorProfileMode` to the action, `geoRestriction.mode` to
 * `whitelist` and the audience into `geoRestriction.additionalCountries`; off sets both modes to
 * `off` and leaves the country list alone, so switching back on restores it.
 */
export function applyAudienceChallenge<V extends AudienceSettings>(
  values: V,
  setting: AudienceChallenge,
): V {
  if (!setting.enabled) {
    return {
      ...values,
      waf: { ...values.waf, visitorProfileMode: 'off' },
      geoRestriction: { ...values.geoRestriction, mode: 'off' },
    };
  }
  return {
    ...values,
    waf: { ...values.waf, visitorProfileMode: setting.action },
    geoRestriction: { mode: 'whitelist', additionalCountries: unique(setting.countries) },
  };
}
