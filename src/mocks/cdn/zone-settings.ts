import type { CdnZonePatch } from '../../api/cdn/cdn';
import type { MockCdnZone } from './data';

/** The effective allowlist: the system's countries first, then the caller's, each once. */
export function combinedCountries(geo: MockCdnZone['geo']): string[] {
  return [...new Set([...geo.standardCountries, ...geo.additionalCountries])];
}

/** Applies the groups that were sent and nothing else; a cache purge is an action, not a setting. */
export function applyZonePatch(zone: MockCdnZone, patch: CdnZonePatch, now: Date): void {
  if (patch.proxied !== undefined) zone.proxied = patch.proxied;
  if (patch.security) zone.security = { ...patch.security };
  if (patch.performance) zone.performance = { ...patch.performance };
  if (patch.waf) {
    zone.waf = {
      ...patch.waf,
      ipAllowlist: [...patch.waf.ipAllowlist],
      uaAllowlist: [...patch.waf.uaAllowlist],
      pathAllowlist: [...patch.waf.pathAllowlist],
    };
  }
  if (patch.geoRestriction) {
    zone.geo = {
      ...zone.geo,
      mode: patch.geoRestriction.mode,
      additionalCountries: [...patch.geoRestriction.additionalCountries],
    };
  }
  const changedSettings = Object.keys(patch).some((group) => group !== 'cache');
  if (changedSettings) {
    zone.activity.settingsUpdatedAt = now.toISOString();
    zone.activity.lastChangeDetectedAt = now.toISOString();
  }
}
