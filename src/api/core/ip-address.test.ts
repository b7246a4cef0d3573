// @vitest-environment node
/// <reference types="node" />
import fc from 'fast-check';
import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpAddress, isIpOrCidr, isIpv4, isIpv6, parseIpOrCidr } from './ip-address';

const chars = (alphabet: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet.split('')), maxLength });

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });

/** Writes eight groups the long way, or with one run of zero groups (any length ≥ 1) as `::`. */
const ipv6Spelling = fc
  .tuple(groups, fc.nat(7), fc.nat(8), fc.boolean())
  .map(([values, start, length, upper]) => {
    const hex = values.map((value) => value.toString(16));
    const runLength = Math.min(length, 8 - start);
    const text =
      runLength === 0
        ? hex.join(':')
        : `${hex.slice(0, start).join(':')}::${hex.slice(start + runLength).join(':')}`;
    const zeroed = [
      ...values.slice(0, start),
      ...Array<number>(runLength).fill(0),
      ...values.slice(start + runLength),
    ];
    return { text: upper ? text.toUpperCase() : text, values: runLength === 0 ? values : zeroed };
  });

describe('parseIpOrCidr', () => {
  it('reads every dotted quad with octets 0 to 255 and writes it back unchanged', () => {
    fc.assert(
      fc.property(ipv4, (text) => {
        const parsed = parseIpOrCidr(text);
        expect(parsed).toMatchObject({ version: 4, prefix: null, canonical: text });
      }),
    );
  });

  it('refuses an octet above 255, with a leading zero, or the wrong number of octets', () => {
    fc.assert(
      fc.property(fc.integer({ min: 256, max: 99_999 }), fc.nat(3), (big, position) => {
        const parts = ['10', '20', '30', '40'];
        parts[position] = String(big);
        expect(parseIpOrCidr(parts.join('.'))).toBeNull();
      }),
    );
    for (const text of [
      '01.2.3.4',
      '1.2.3',
      '1.2.3.4.5',
      '1..2.3',
      '1.2.3.4.',
      ' 1.2.3.4',
      '1.2.3.-4',
      '1.2.3.0x1',
    ]) {
      expect(isIpOrCidr(text), text).toBe(false);
    }
  });

  it('reads IPv6 however the zeros are compressed and finds the same address', () => {
    fc.assert(
      fc.property(ipv6Spelling, ({ text, values }) => {
        const parsed = parseIpOrCidr(text);
        expect(parsed?.version).toBe(6);
        const bytes = values.flatMap((value) => [value >> 8, value & 0xff]);
        expect(parsed?.bytes).toEqual(bytes);
        // The canonical spelling is a fixed point and reads back to the same bytes.
        expect(parseIpOrCidr(parsed?.canonical ?? '')?.bytes).toEqual(bytes);
        expect(parseIpOrCidr(parsed?.canonical ?? '')?.canonical).toBe(parsed?.canonical);
      }),
    );
  });

  it('writes IPv6 the RFC 5952 way', () => {
    expect(parseIpOrCidr('2001:0DB8:0000:0000:0000:0000:0000:0001')?.canonical).toBe('2001:db8::1');
    expect(parseIpOrCidr('2001:db8:0:1:0:0:0:1')?.canonical).toBe('2001:db8:0:1::1');
    expect(parseIpOrCidr('2001:db8:0:0:1:0:0:1')?.canonical).toBe('2001:db8::1:0:0:1');
    expect(parseIpOrCidr('0:0:0:0:0:0:0:0')?.canonical).toBe('::');
    expect(parseIpOrCidr('::ffff:192.0.2.1')?.canonical).toBe('::ffff:c000:201');
  });

  it('refuses malformed IPv6', () => {
    for (const text of [
      '1::2::3',
      ':1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::1',
      'g::1',
      '1:2:3:4:5:6:7:8::',
      '::1%eth0',
      '1.2.3.4::',
      '1:2:3:4:5:6:7:1.2.3.4',
      ':::',
    ]) {
      expect(isIpOrCidr(text), text).toBe(false);
    }
  });

  it('accepts prefixes /0 to /32 for IPv4 and /0 to /128 for IPv6, nothing beyond', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 0, max: 32 }), (address, prefix) => {
        expect(parseIpOrCidr(`${address}/${prefix}`)?.prefix).toBe(prefix);
      }),
    );
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 33, max: 1000 }), (address, prefix) => {
        expect(parseIpOrCidr(`${address}/${prefix}`)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(ipv6Spelling, fc.integer({ min: 0, max: 128 }), ({ text }, prefix) => {
        expect(parseIpOrCidr(`${text}/${prefix}`)?.prefix).toBe(prefix);
      }),
    );
    fc.assert(
      fc.property(ipv6Spelling, fc.integer({ min: 129, max: 1000 }), ({ text }, prefix) => {
        expect(parseIpOrCidr(`${text}/${prefix}`)).toBeNull();
      }),
    );
    for (const text of [
      '10.0.0.0/',
      '10.0.0.0/08',
      '10.0.0.0/-1',
      '10.0.0.0/8/8',
      '2001:db8::/ 32',
      '/24',
    ]) {
      expect(isIpOrCidr(text), text).toBe(false);
    }
  });
});

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

describe('IPv4 and IPv6 examples (nameserver glue)', () => {
  it.each(['192.0.2.53', '0.0.0.0', '255.255.255.255', '10.1.2.3'])('IPv4 %s is valid', (ip) => {
    expect(isIpv4(ip)).toBe(true);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.4 ', 'a.b.c.d', ''])(
    'IPv4 %s is not',
    (ip) => {
      expect(isIpv4(ip)).toBe(false);
    },
  );

  it.each([
    '2001:db8::53',
    '::',
    '::1',
    '2001:db8:0:0:0:0:0:1',
    'fe80::',
    '::ffff:192.0.2.1',
    '2001:DB8::A',
    '1:2:3:4:5:6:1.2.3.4',
    '1::2:3:4:5:6:7',
  ])('IPv6 %s is valid', (ip) => {
    expect(isIpv6(ip)).toBe(true);
  });

  it.each([
    '2001:db8::53::1',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '12345::',
    ':1::',
    '1:::2',
    'g::1',
    '1.2.3.4::',
    '::1.2.3',
    'fe80::1%eth0',
    '[::1]',
    '1::2:3:4:5:6:7:8',
  ])('IPv6 %s is not', (ip) => {
    expect(isIpv6(ip)).toBe(false);
  });

  it('accepts every dotted quad of bytes', () => {
    fc.assert(fc.property(fc.ipV4(), (ip) => isIpv4(ip)));
  });

  it('accepts every IPv6 address, compressed or not', () => {
    fc.assert(fc.property(fc.ipV6(), (ip) => isIpv6(ip)));
  });
});

describe('single addresses and v4-mapped IPv6', () => {
  it('reads a v4-mapped address in either spelling as the same IPv6 address', () => {
    expect(parseIpOrCidr('::ffff:192.0.2.1')).toMatchObject({ version: 6, prefix: null });
    expect(parseIpOrCidr('::FFFF:c000:0201')?.canonical).toBe(
      parseIpOrCidr('::ffff:192.0.2.1')?.canonical,
    );
    expect(isIpv6('0:0:0:0:0:ffff:192.0.2.1')).toBe(true);
    expect(isIpv6('::ffff:192.0.2.256')).toBe(false);
    expect(isIpv6('::ffff:192.0.2')).toBe(false);
    // The CDN allowlist's parser took this one before the three parsers became one.
    expect(isIpv6(':::10.10.100.100')).toBe(false);
    expect(isIpOrCidr(':::10.10.100.100/128')).toBe(false);
  });

  it('takes no prefix: a range is not a single address of either family', () => {
    for (const text of ['192.0.2.0/24', '2001:db8::/32']) {
      expect(isIpOrCidr(text)).toBe(true);
      expect(isIpAddress(text)).toBe(false);
    }
    expect(isIpAddress('192.0.2.1')).toBe(true);
    expect(isIpAddress('2001:db8::1')).toBe(true);
    expect(isIpAddress('ns1.example.com')).toBe(false);
  });

  it('refuses prefixes that are empty, signed, padded or past the family width', () => {
    for (const text of [
      '192.0.2.0/',
      '192.0.2.0/33',
      '192.0.2.0/-1',
      '192.0.2.0/+8',
      '192.0.2.0/08',
      '192.0.2.0/ 8',
      '2001:db8::/129',
      '/24',
    ]) {
      expect(parseIpOrCidr(text)).toBeNull();
    }
    expect(parseIpOrCidr('0.0.0.0/0')?.prefix).toBe(0);
    expect(parseIpOrCidr('::/128')?.canonical).toBe('::/128');
  });
});
