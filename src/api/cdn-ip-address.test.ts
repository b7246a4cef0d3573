import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIpOrCidr, parseIpOrCidr } from './cdn-ip-address';

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
