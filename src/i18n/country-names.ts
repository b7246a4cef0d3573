import { regionName } from './format';
import type { Language } from './messages';

// Codes the CDN reports that are not countries; Intl has no name for them.
const specialNames: Record<string, Record<Language, string>> = {
  T1: { en: 'Tor network', sv: 'Tor-nätverket' },
  XX: { en: 'Unknown origin', sv: 'Okänt ursprung' },
};

/** The country's name in the language; the code itself when there is no name for it. */
export function countryName(code: string, language: Language): string {
  return specialNames[code]?.[language] ?? regionName(code, language);
}
