// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('offers every country sorted by its name in the language', () => {
    const swedish = countryOptions('sv');
    expect(swedish).toHaveLength(249);
    const names = swedish.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
    // Swedish sorts Å, Ä, Ö after Z.
    expect(names.indexOf('Österrike')).toBeGreaterThan(names.indexOf('Zimbabwe'));
  });
});
