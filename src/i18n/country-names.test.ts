// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('countryName', () => {
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
});
