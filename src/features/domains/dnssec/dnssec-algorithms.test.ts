// @vitest-environment node
import { dnssecAlgorithm, dsDigestType, isDiscouraged, keyRole } from './dnssec-algorithms';

describe('DNSSEC numbers', () => {
  it.each([
    [1, 'RSAMD5'],
    [3, 'DSA'],
    [5, 'RSASHA1'],
    [6, 'DSA-NSEC3-SHA1'],
    [7, 'RSASHA1-NSEC3-SHA1'],
    [8, 'RSASHA256'],
    [10, 'RSASHA512'],
    [12, 'ECC-GOST'],
    [13, 'ECDSAP256SHA256'],
    [14, 'ECDSAP384SHA384'],
    [15, 'ED25519'],
    [16, 'ED448'],
  ])('algorithm %i is %s', (number, mnemonic) => {
    expect(dnssecAlgorithm(number)?.mnemonic).toBe(mnemonic);
  });

  it.each([0, 2, 4, 9, 11, 17, 253, 254])('algorithm %i is not in the RFC 8624 table', (number) => {
    expect(dnssecAlgorithm(number)).toBeNull();
  });

  it.each([
    [0, 'NULL'],
    [1, 'SHA-1'],
    [2, 'SHA-256'],
    [3, 'GOST R 34.11-94'],
    [4, 'SHA-384'],
  ])('digest type %i is %s', (number, mnemonic) => {
    expect(dsDigestType(number)?.mnemonic).toBe(mnemonic);
  });

  it('knows no digest type 5', () => {
    expect(dsDigestType(5)).toBeNull();
  });

  it('flags what RFC 8624 advises against for new records', () => {
    expect([1, 3, 5, 6, 7, 10, 12].every((number) => isDiscouraged(dnssecAlgorithm(number)))).toBe(
      true,
    );
    expect([8, 13, 14, 15, 16].some((number) => isDiscouraged(dnssecAlgorithm(number)))).toBe(
      false,
    );
    expect(isDiscouraged(dsDigestType(1))).toBe(true);
    expect(isDiscouraged(dsDigestType(2))).toBe(false);
    expect(isDiscouraged(null)).toBe(false);
  });

  it('names the key role from DNSKEY flags', () => {
    expect(keyRole(257)).toBe('ksk');
    expect(keyRole(256)).toBe('zsk');
    expect(keyRole(0)).toBe('other');
  });
});
