import { describe, expect, it } from 'vitest';
import { countryCodes, countryName, countryOptions, isCountryCode } from './cdn-countries';

describe('ISO 3166-1 alpha-2 list', () => {
  it('has the 249 assigned codes, each once, each a region Intl can name', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of countryCodes) expect(names.of(code), code).toBeTruthy();
  });

  it('knows codes only in uppercase', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('se')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('names countries in the chosen language', () => {
    expect(countryName('SE', 'en')).toBe('Sweden');
    expect(countryName('SE', 'sv')).toBe('Sverige');
    expect(countryName('DE', 'sv')).toBe('Tyskland');
  });

  it('names the CDN’s non-country codes and falls back to the code for anything else', () => {
    expect(countryName('T1', 'sv')).toBe('Tor-nätverket');
    expect(countryName('XX', 'en')).toBe('Unknown origin');
    expect(countryName('Q9', 'en')).toBe('Q9');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it('offers every country sorted by its name in the language', () => {
    const swedish = countryOptions('sv');
    expect(swedish).toHaveLength(249);
    const names = swedish.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    // Swedish sorts Å, Ä, Ö after Z.
    expect(names.indexOf('Österrike')).toBeGreaterThan(names.indexOf('Zimbabwe'));
  });
});
