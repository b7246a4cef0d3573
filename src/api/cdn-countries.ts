import { getOrCreate } from '../lib/get-or-create';
import { countryNamesEn, countryNamesSv } from './cdn-country-names';

/** ISO 3166-1 alpha-2: every officially assigned code, for the audience picker and validation. */
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof countryCodes)[number];

const known = new Set<string>(countryCodes);

export function isCountryCode(value: string): value is CountryCode {
  return known.has(value);
}

export type CountryLocale = 'en' | 'sv';

// Codes the CDN reports that are not countries; Intl has no name for them.
const specialNames: Record<string, Record<CountryLocale, string>> = {
  T1: { en: 'Tor network', sv: 'Tor-nätverket' },
  XX: { en: 'Unknown origin', sv: 'Okänt ursprung' },
};

const displayNames = new Map<CountryLocale, Intl.DisplayNames>();

function namesFor(locale: CountryLocale): Intl.DisplayNames {
  return getOrCreate(displayNames, locale, () => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
}

// Names come from a table made from Intl (cdn-country-names.ts): asking Intl in the page would
// load its locale data in one long task. Intl is asked only for a code outside ISO 3166-1.
const tables: Record<CountryLocale, Record<CountryCode, string>> = { en: countryNamesEn, sv: countryNamesSv };

/** The country's name in the locale; the code itself when there is no name for it. */
export function countryName(code: string, locale: CountryLocale): string {
  const special = specialNames[code]?.[locale];
  if (special) return special;
  if (isCountryCode(code)) return tables[locale][code];
  try {
    return namesFor(locale).of(code) ?? code;
  } catch {
    // Intl throws on strings that are not region subtags at all.
    return code;
  }
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** Every country, named and sorted for the locale, for the picker. */
export function countryOptions(locale: CountryLocale): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return countryCodes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
