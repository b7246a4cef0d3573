import type { CdnZonePatch } from '../../api/cdn/cdn';
import { countryName } from '../../i18n/country-names';
import type { Language, Translate } from '../../i18n/messages';
import type { cdnSettingWords } from './setting-words';

type SettingText = Translate<(typeof cdnSettingWords)['en']>;
type SettingKey = keyof (typeof cdnSettingWords)['en'];
type Group = Exclude<keyof CdnZonePatch, 'cache'>;

/** A setting's place in the zone's PATCH body: `proxied`, or `group.field`. */
type SettingPath = 'proxied' | `${Group}.${string}`;

/**
 * Each setting's label on the settings page. The two audience modes are one switch there
 * (`audience-challenge.ts`): the country filter is the switch, the visitor profile its action.
 */
const labels: Partial<Record<SettingPath, SettingKey>> = {
  proxied: 'proxied',
  'performance.earlyHints': 'earlyHints',
  'performance.alwaysOnline': 'alwaysOnline',
  'security.level': 'level',
  'security.sslMode': 'sslMode',
  'security.minTlsVersion': 'minTlsVersion',
  'security.alwaysUseHttps': 'alwaysUseHttps',
  'security.botProtection': 'botProtection',
  'security.blockBadCrawlers': 'blockBadCrawlers',
  'security.blockBadBots': 'blockBadBots',
  'security.wpLoginProtection': 'wpLoginProtection',
  'security.wpAdminChallenge': 'wpAdminChallenge',
  'waf.skipEnabled': 'skipEnabled',
  'waf.challengeGeoEnabled': 'challengeGeoEnabled',
  'waf.visitorProfileMode': 'audienceActionLegend',
  'waf.ipAllowlist': 'ipAllowlist',
  'waf.uaAllowlist': 'uaAllowlist',
  'waf.pathAllowlist': 'pathAllowlist',
  'geoRestriction.mode': 'audienceSwitch',
  'geoRestriction.additionalCountries': 'audienceCountries',
};

/** The settings page's label of a setting, or null for one the page does not show. */
export function cdnSettingLabel(t: SettingText, path: string): string | null {
  const key = labels[path as SettingPath];
  return key ? t(key) : null;
}

const valueKeys: Partial<Record<SettingPath, (value: string) => string>> = {
  'security.level': (value) => `level_${value}`,
  'security.sslMode': (value) => `sslMode_${value}`,
  'waf.visitorProfileMode': (value) => (value === 'off' ? 'off' : `action_${value}`),
  'geoRestriction.mode': (value) => (value === 'whitelist' ? 'on' : 'off'),
};

/**
 * A setting's value as the settings page shows it (a choice's label, TLS 1.2, country names), or
 * null when the page shows it as it is (a list of addresses, a switch's on or off).
 */
export function cdnSettingValue(
  t: SettingText,
  language: Language,
  path: string,
  value: unknown,
): string | null {
  if (path === 'security.minTlsVersion' && typeof value === 'string')
    return t('tlsVersion', { version: value });
  if (path === 'geoRestriction.additionalCountries' && Array.isArray(value))
    return value.length === 0
      ? null
      : value.map((code) => countryName(String(code), language)).join(', ');
  const key = typeof value === 'string' ? valueKeys[path as SettingPath]?.(value) : undefined;
  return key !== undefined && t.has(key) ? t(key) : null;
}
