import { countryCodes, type CountryCode } from '../../../api/cdn/countries';
import { countryName } from '../../../i18n/country-names';
import { collatorFor } from '../../../i18n/format';
import type { Language } from '../../../i18n/messages';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** Every country, named and sorted for the language, for the picker. */
export function countryOptions(language: Language): CountryOption[] {
  const collator = collatorFor(language, {});
  return countryCodes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
