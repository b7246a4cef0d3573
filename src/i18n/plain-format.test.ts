import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, countryName } from '../api/cdn-countries';
import type { Language } from './messages';
import {
  plainDate,
  plainDateTime,
  plainNumber,
  plainOrList,
  plainPercent,
  plainRelative,
  plainTime,
  type RelativeUnit,
} from './plain-format';

// Each function must say exactly what Intl says in the panel's locales: these compare the two.
const locales: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };
const languages: Language[] = ['en', 'sv'];
const language = fc.constantFrom<Language>('en', 'sv');
// 1970 to 2100, in the test's own time zone, as the browser would show them.
const moment = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((time) => new Date(time));

describe('plain dates and times', () => {
  it('match Intl for every month in both languages', () => {
    for (const lang of languages) {
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(2026, month, 5, 7, 3);
        expect(plainDate(date, lang)).toBe(
          new Intl.DateTimeFormat(locales[lang], {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          }).format(date),
        );
      }
    }
    expect(plainDate(new Date(2026, 8, 5), 'en')).toBe('5 Sept 2026');
    expect(plainDateTime(new Date(2026, 8, 5, 7, 3), 'sv')).toBe('5 sep. 2026 07:03');
  });

  it('match Intl for any moment', () => {
    fc.assert(
      fc.property(moment, language, (date, lang) => {
        const locale = locales[lang];
        expect(plainDate(date, lang)).toBe(
          new Intl.DateTimeFormat(locale, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          }).format(date),
        );
        expect(plainDateTime(date, lang)).toBe(
          new Intl.DateTimeFormat(locale, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }).format(date),
        );
        expect(plainTime(date)).toBe(
          new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('leave years outside 1000–9999 to Intl', () => {
    expect(plainDate(new Date(Date.UTC(999, 5, 1)), 'en')).toBeNull();
    expect(plainDateTime(new Date(8.64e15), 'sv')).toBeNull();
  });
});

describe('plain numbers', () => {
  const intlNumber = (value: number, lang: Language, digits: number) =>
    new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits }).format(value);

  it('match Intl on rounding edges, signs and grouping', () => {
    const cases = [
      0,
      -0,
      1.005,
      2.5,
      -2.5,
      9.9995,
      0.1 + 0.2,
      -0.0001,
      999.9996,
      1234,
      12345.678,
      -1234567.891,
      123456789012.5,
      0.000123,
    ];
    for (const lang of languages) {
      for (const value of cases) {
        for (const digits of [0, 1, 2, 3])
          expect(plainNumber(value, lang, digits)).toBe(intlNumber(value, lang, digits));
      }
    }
    expect(plainNumber(-1234567.891, 'sv')).toBe('\u22121\u00a0234\u00a0567,891');
  });

  it('match Intl for any double it takes, and take every ordinary one', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        language,
        fc.integer({ min: 0, max: 3 }),
        (value, lang, digits) => {
          const plain = plainNumber(value, lang, digits);
          if (plain !== null) expect(plain).toBe(intlNumber(value, lang, digits));
          const ordinary = value === 0 || (Math.abs(value) >= 1e-6 && Math.abs(value) < 1e21);
          expect(plain === null).toBe(!ordinary);
        },
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        language,
        (whole, thousandths, lang) => {
          const value = whole + thousandths / 1000;
          expect(plainNumber(value, lang, 1)).toBe(intlNumber(value, lang, 1));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('give percentages as Intl does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }),
        language,
        fc.integer({ min: 0, max: 2 }),
        (hundredths, lang, digits) => {
          const fraction = hundredths / 100 / 100;
          expect(plainPercent(fraction, lang, digits)).toBe(
            new Intl.NumberFormat(locales[lang], {
              style: 'percent',
              maximumFractionDigits: digits,
            }).format(fraction),
          );
        },
      ),
      { numRuns: 1000 },
    );
    expect(plainPercent(-0.1234, 'sv', 1)).toBe('\u221212,3\u00a0%');
  });
});

describe('plain relative times', () => {
  it('match Intl (numeric: auto) for every unit', () => {
    const units: RelativeUnit[] = ['second', 'minute', 'hour', 'day'];
    for (const lang of languages) {
      const intl = new Intl.RelativeTimeFormat(locales[lang], { numeric: 'auto' });
      for (const unit of units) {
        for (let count = -1500; count <= 1500; count += 1)
          expect(plainRelative(count, unit, lang)).toBe(intl.format(count, unit));
        expect(plainRelative(-0, unit, lang)).toBe(intl.format(-0, unit));
      }
    }
    expect(plainRelative(1.5, 'day', 'en')).toBeNull();
  });
});

describe('plain lists', () => {
  it('match Intl (disjunction)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Sweden', 'Norway', 'Åland', 'Côte d’Ivoire', 'United States'), {
          minLength: 1,
          maxLength: 6,
        }),
        language,
        (items, lang) => {
          expect(plainOrList(items, lang)).toBe(
            new Intl.ListFormat(locales[lang], { type: 'disjunction' }).format(items),
          );
        },
      ),
    );
  });
});

describe('country names', () => {
  it('are the names Intl gives, in both languages (regenerate with scripts/generate-country-names.ts)', () => {
    for (const lang of languages) {
      const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
      for (const code of countryCodes) expect(countryName(code, lang)).toBe(names.of(code));
    }
  });
});
