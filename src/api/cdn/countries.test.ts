// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryCodes, isCountryCode } from './countries';

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
});
