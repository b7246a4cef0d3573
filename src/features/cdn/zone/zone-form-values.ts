import {
  geoRestrictionGroupSchema,
  geoRestrictionModes,
  performanceGroupSchema,
  securityGroupSchema,
  securityLevels,
  sslModes,
  tlsVersions,
  visitorProfileModes,
  wafGroupSchema,
  type CdnZone,
  type CdnZonePatch,
} from '../../../api/cdn/cdn';
import { isKnown } from '../../../api/core/lenient';
import { z } from '../../../api/core/z';

/** The editable settings of a zone, one object per PATCH group; the form's resolver schema. */
export const cdnZoneFormSchema = z.object({
  proxied: z.boolean(),
  security: securityGroupSchema,
  performance: performanceGroupSchema,
  waf: wafGroupSchema,
  geoRestriction: geoRestrictionGroupSchema,
});
export type CdnZoneFormValues = z.infer<typeof cdnZoneFormSchema>;

function known<const T extends readonly string[]>(
  values: T,
  value: string | undefined,
  fallback: T[number],
): T[number] {
  return value !== undefined && isKnown(values, value) ? value : fallback;
}

/**
 * The form's starting point. A group the server did not send starts from the quietest values; a
 * value this panel does not know yet starts from the fallback, and is only replaced if the group
 * is edited.
 */
export function zoneFormValues(zone: CdnZone): CdnZoneFormValues {
  const { security, performance, waf, geoRestriction } = zone;
  return {
    proxied: zone.proxied ?? false,
    security: {
      level: known(securityLevels, security?.level, 'medium'),
      sslMode: known(sslModes, security?.sslMode, 'full'),
      alwaysUseHttps: security?.alwaysUseHttps ?? false,
      minTlsVersion: known(tlsVersions, security?.minTlsVersion, '1.2'),
      botProtection: security?.botProtection ?? false,
      blockBadCrawlers: security?.blockBadCrawlers ?? false,
      blockBadBots: security?.blockBadBots ?? false,
      wpLoginProtection: security?.wpLoginProtection ?? false,
      wpAdminChallenge: security?.wpAdminChallenge ?? false,
    },
    performance: {
      earlyHints: performance?.earlyHints ?? false,
      alwaysOnline: performance?.alwaysOnline ?? false,
    },
    waf: {
      skipEnabled: waf?.skipEnabled ?? false,
      challengeGeoEnabled: waf?.challengeGeoEnabled ?? false,
      visitorProfileMode: known(visitorProfileModes, waf?.visitorProfileMode, 'off'),
      ipAllowlist: [...(waf?.ipAllowlist ?? [])],
      uaAllowlist: [...(waf?.uaAllowlist ?? [])],
      pathAllowlist: [...(waf?.pathAllowlist ?? [])],
    },
    geoRestriction: {
      mode: known(geoRestrictionModes, geoRestriction?.mode, 'off'),
      additionalCountries: [...(geoRestriction?.additionalCountries ?? [])],
    },
  };
}

type Plain = string | number | boolean | null | undefined | readonly Plain[] | PlainObject;
interface PlainObject {
  readonly [key: string]: Plain;
}

const isList = (value: Plain): value is readonly Plain[] => Array.isArray(value);
const isObject = (value: Plain): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function samePlain(a: Plain, b: Plain): boolean {
  if (isList(a) || isList(b)) {
    return (
      isList(a) &&
      isList(b) &&
      a.length === b.length &&
      a.every((item, index) => samePlain(item, b[index]))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => samePlain(a[key], b[key]));
  }
  return a === b;
}

// The allowlist is a set: the same countries in another order are not a change.
const geoForComparison = (geo: CdnZoneFormValues['geoRestriction']) => ({
  ...geo,
  additionalCountries: [...geo.additionalCountries].sort(),
});

/**
 * The PATCH body for what was edited: each group whose values differ from the saved zone, whole,
 * and nothing else. Empty when nothing changed.
 */
export function buildZonePatch(saved: CdnZone, edited: CdnZoneFormValues): CdnZonePatch {
  const before = zoneFormValues(saved);
  const patch: CdnZonePatch = {};
  if (edited.proxied !== before.proxied) patch.proxied = edited.proxied;
  if (!samePlain(edited.security, before.security)) patch.security = edited.security;
  if (!samePlain(edited.performance, before.performance)) patch.performance = edited.performance;
  if (!samePlain(edited.waf, before.waf)) patch.waf = edited.waf;
  if (!samePlain(geoForComparison(edited.geoRestriction), geoForComparison(before.geoRestriction)))
    patch.geoRestriction = edited.geoRestriction;
  return patch;
}

export function isEmptyPatch(patch: CdnZonePatch): boolean {
  return Object.keys(patch).length === 0;
}

type SettingLabel =
  | 'proxy'
  | 'earlyHints'
  | 'alwaysOnline'
  | 'audienceTitle'
  | 'audienceCountries'
  | 'challengeGeoEnabled'
  | 'level'
  | 'sslMode'
  | 'minTlsVersion'
  | 'alwaysUseHttps'
  | 'botProtection'
  | 'blockBadCrawlers'
  | 'blockBadBots'
  | 'wpLoginProtection'
  | 'wpAdminChallenge'
  | 'skipEnabled'
  | 'ipAllowlist'
  | 'uaAllowlist'
  | 'pathAllowlist';

/** Each setting in the form's order: the message key of its name and how to read it. */
const settings: [SettingLabel, (values: CdnZoneFormValues) => Plain][] = [
  ['proxy', (v) => v.proxied],
  ['earlyHints', (v) => v.performance.earlyHints],
  ['alwaysOnline', (v) => v.performance.alwaysOnline],
  ['audienceTitle', (v) => [v.geoRestriction.mode, v.waf.visitorProfileMode]],
  ['audienceCountries', (v) => geoForComparison(v.geoRestriction).additionalCountries],
  ['challengeGeoEnabled', (v) => v.waf.challengeGeoEnabled],
  ['level', (v) => v.security.level],
  ['sslMode', (v) => v.security.sslMode],
  ['minTlsVersion', (v) => v.security.minTlsVersion],
  ['alwaysUseHttps', (v) => v.security.alwaysUseHttps],
  ['botProtection', (v) => v.security.botProtection],
  ['blockBadCrawlers', (v) => v.security.blockBadCrawlers],
  ['blockBadBots', (v) => v.security.blockBadBots],
  ['wpLoginProtection', (v) => v.security.wpLoginProtection],
  ['wpAdminChallenge', (v) => v.security.wpAdminChallenge],
  ['skipEnabled', (v) => v.waf.skipEnabled],
  ['ipAllowlist', (v) => v.waf.ipAllowlist],
  ['uaAllowlist', (v) => v.waf.uaAllowlist],
  ['pathAllowlist', (v) => v.waf.pathAllowlist],
];

/** The settings that differ from the saved zone, by the message key of their names. */
export function changedSettings(saved: CdnZone, edited: CdnZoneFormValues): SettingLabel[] {
  const before = zoneFormValues(saved);
  return settings
    .filter(([, read]) => !samePlain(read(edited), read(before)))
    .map(([label]) => label);
}
