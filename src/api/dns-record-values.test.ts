/// <reference types="node" />
import fc from 'fast-check';
import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  hasSurroundingQuotes,
  isDomainLabels,
  isHostname,
  isIpv4,
  isIpv6,
  parseCaa,
  parseTlsa,
} from './dns-record-values';

const chars = (alphabet: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet.split('')), maxLength });

describe('isIpv4', () => {
  it('accepts every dotted-decimal address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(isIpv4(address)).toBe(true);
      }),
    );
  });

  it("agrees with Node's parser on strings of digits and dots", () => {
    fc.assert(
      fc.property(chars('0123456789.', 16), (text) => {
        expect(isIpv4(text)).toBe(isIPv4(text));
      }),
    );
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', ' 1.2.3.4', '1.2.3.4/24', ''])(
    'refuses %j',
    (text) => {
      expect(isIpv4(text)).toBe(false);
    },
  );
});

describe('isIpv6', () => {
  it('accepts every address form fast-check generates', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        expect(isIpv6(address)).toBe(true);
      }),
    );
  });

  it("agrees with Node's parser on hex, colon and dot strings", () => {
    fc.assert(
      fc.property(chars('0123456789abcdefABCDEF:.', 45), (text) => {
        expect(isIpv6(text)).toBe(isIPv6(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with Node's parser on addresses with one character inserted or removed", () => {
    const edited = fc
      .tuple(fc.ipV6(), fc.nat(), fc.constantFrom('', ':', '.', '0', 'f', '1.2.3.4'))
      .map(([address, at, insert]) => {
        const index = at % (address.length + 1);
        return insert === ''
          ? address.slice(0, index) + address.slice(index + 1)
          : address.slice(0, index) + insert + address.slice(index);
      });
    fc.assert(
      fc.property(edited, (text) => {
        expect(isIpv6(text)).toBe(isIPv6(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    'fe80::1%eth0',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '12345::',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4',
    'g::1',
  ])('refuses %j', (text) => {
    expect(isIpv6(text)).toBe(false);
  });
});

describe('host names and labels', () => {
  it('accepts names built from valid labels, with or without a trailing dot', () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), (domain, dot) => {
        fc.pre(!/^\d+$/.test(domain.slice(domain.lastIndexOf('.') + 1)));
        expect(isHostname(dot ? `${domain}.` : domain)).toBe(true);
      }),
    );
  });

  it('refuses IP addresses, empty labels, edge hyphens and over-long labels', () => {
    for (const text of [
      '203.0.113.10',
      'a..b',
      '-a.com',
      'a-.com',
      `${'a'.repeat(64)}.com`,
      '',
      '.',
      'ex ample.com',
    ]) {
      expect(isHostname(text)).toBe(false);
    }
  });

  it('allows underscores and a leading wildcard only when asked', () => {
    expect(isHostname('s1._domainkey.example.com')).toBe(false);
    expect(isHostname('s1._domainkey.example.com', { underscore: true })).toBe(true);
    expect(isDomainLabels('*.shop')).toBe(false);
    expect(isDomainLabels('*.shop', { wildcard: true })).toBe(true);
    expect(isDomainLabels('shop.*', { wildcard: true })).toBe(false);
  });

  it('refuses names over 253 characters', () => {
    const label = 'a'.repeat(63);
    expect(isDomainLabels([label, label, label, 'a'.repeat(61)].join('.'))).toBe(true);
    expect(isDomainLabels([label, label, label, 'a'.repeat(62)].join('.'))).toBe(false);
  });
});

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
