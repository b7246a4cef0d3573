// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSurroundingQuotes, parseCaa, parseTlsa } from './record-values';

describe('hasSurroundingQuotes', () => {
  it('is true exactly when the value both starts and ends with a double quote', () => {
    fc.assert(
      fc.property(fc.string(), (inner) => {
        expect(hasSurroundingQuotes(`"${inner}"`)).toBe(true);
        expect(hasSurroundingQuotes(inner)).toBe(
          inner.length >= 2 && inner.startsWith('"') && inner.endsWith('"'),
        );
      }),
    );
  });
});

describe('parseCaa', () => {
  it('reads flags, tag and the quoted value', () => {
    expect(parseCaa('0 issue "letsencrypt.org"')).toEqual({
      flags: 0,
      tag: 'issue',
      value: 'letsencrypt.org',
    });
    expect(parseCaa('128 iodef "mailto:sec@example.com"')).toEqual({
      flags: 128,
      tag: 'iodef',
      value: 'mailto:sec@example.com',
    });
  });

  it('accepts any flags from 0 to 255 and refuses larger ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (flags) => {
        expect(parseCaa(`${flags} issue "ca.example"`) !== null).toBe(flags <= 255);
      }),
    );
  });

  it.each(['issue "ca.example"', '0 issue ca.example', '0 is-sue "x"', '0 issue "a"b"', '0 issue'])(
    'refuses %j',
    (text) => {
      expect(parseCaa(text)).toBeNull();
    },
  );
});

describe('parseTlsa', () => {
  const sha256 = 'ab'.repeat(32);

  it('reads the four fields', () => {
    expect(parseTlsa(`3 1 1 ${sha256}`)).toEqual({
      usage: 3,
      selector: 1,
      matchingType: 1,
      data: sha256,
    });
  });

  it('needs a digest of the length the matching type implies', () => {
    expect(parseTlsa(`3 1 1 ${sha256}00`)).toBeNull();
    expect(parseTlsa(`3 1 2 ${'ab'.repeat(64)}`)).not.toBeNull();
    expect(parseTlsa(`3 1 2 ${sha256}`)).toBeNull();
    expect(parseTlsa('3 0 0 abc')).toBeNull();
    expect(parseTlsa('3 0 0 abcd')).not.toBeNull();
  });

  it.each([
    `4 1 1 ${'ab'.repeat(32)}`,
    `3 2 1 ${'ab'.repeat(32)}`,
    `3 1 3 ${'ab'.repeat(32)}`,
    `3 1 1 ${'zz'.repeat(32)}`,
    '3 1 1',
  ])('refuses %j', (text) => {
    expect(parseTlsa(text)).toBeNull();
  });
});
