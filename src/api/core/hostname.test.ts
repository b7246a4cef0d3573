// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiHostname,
  isAsciiDomainName,
  isDomainLabels,
  isHostname,
  normalizeHostname,
  parseHostname,
} from './hostname';

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

describe('parseHostname', () => {
  it.each([
    ['ns1.example.com', 'ns1.example.com'],
    ['NS1.Example.COM.', 'ns1.example.com'],
    ['  ns2.example.net  ', 'ns2.example.net'],
    ['ns.malmö-cykel.se', 'ns.xn--malm-cykel-hcb.se'],
    ['ns.xn--malm-cykel-hcb.se', 'ns.xn--malm-cykel-hcb.se'],
    ['a.ns.cloud-dns.example', 'a.ns.cloud-dns.example'],
    ['1dns.example', '1dns.example'],
  ])('accepts %s as %s', (input, ascii) => {
    expect(parseHostname(input)).toEqual({ ok: true, ascii });
  });

  it.each([
    ['-ns.example.com', 'invalid_hostname'],
    ['ns-.example.com', 'invalid_hostname'],
    ['ns_1.example.com', 'invalid_hostname'],
    ['ns1..example.com', 'invalid_hostname'],
    ['ns1.example.com/path', 'invalid_hostname'],
    ['ns1 example.com', 'invalid_hostname'],
    ['user@ns1.example.com', 'invalid_hostname'],
    ['ns1.example.com:53', 'invalid_hostname'],
    ['ab--cd.example.com', 'invalid_hostname'],
    ['xn--zz.example.com', 'invalid_hostname'],
    ['ns1.example.123', 'invalid_hostname'],
    [`${'a'.repeat(64)}.example.com`, 'invalid_hostname'],
    [`${'abcdefghi.'.repeat(25)}example.com`, 'invalid_hostname'],
    ['localhost', 'not_fully_qualified'],
    ['192.0.2.1', 'ip_as_hostname'],
    ['2001:db8::1', 'ip_as_hostname'],
    ['', 'invalid_hostname'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(parseHostname(input)).toEqual({ ok: false, problem });
  });

  it('accepts a label of exactly 63 characters', () => {
    expect(parseHostname(`${'a'.repeat(63)}.example.com`).ok).toBe(true);
  });
});

describe('limits shared by every name', () => {
  const label = 'a'.repeat(63);

  it('takes a label of 63 characters and refuses 64, in every kind of name', () => {
    expect(isHostname(`${label}.example.com`)).toBe(true);
    expect(isHostname(`${label}a.example.com`)).toBe(false);
    expect(isAsciiDomainName(`${label}.se`)).toBe(true);
    expect(isAsciiDomainName(`${label}a.se`)).toBe(false);
    expect(parseHostname(`${label}a.example.com`).ok).toBe(false);
  });

  it('counts 253 characters without the trailing dot', () => {
    const name253 = [label, label, label, 'a'.repeat(58), 'se'].join('.');
    expect(name253).toHaveLength(253);
    expect(isHostname(name253)).toBe(true);
    expect(isHostname(`${name253}.`)).toBe(true);
    expect(isHostname(`a${name253}`)).toBe(false);
    expect(parseHostname(`${name253}.`)).toEqual({ ok: true, ascii: name253 });
    expect(parseHostname(`a${name253}`).ok).toBe(false);
  });

  it('counts the punycode form of an IDN against the limits', () => {
    // 61 letters and one ö: 62 characters typed, 70 in punycode (xn--…).
    const idn = `${'a'.repeat(61)}ö.se`;
    expect(parseHostname(idn)).toEqual({ ok: false, problem: 'invalid_hostname' });
    expect(asciiHostname('malmö-cykel.se')).toBe('xn--malm-cykel-hcb.se');
    expect(asciiHostname('xn--malm-cykel-hcb.se')).toBe('xn--malm-cykel-hcb.se');
    expect(asciiHostname('not a host')).toBeNull();
  });
});

describe('isAsciiDomainName (bulk DNS domain lists)', () => {
  it.each(['example.com', 'xn--malm-cykel-hcb.se', 'example.com.', 'a-b.example.co'])(
    'accepts %s',
    (name) => {
      expect(isAsciiDomainName(name)).toBe(true);
    },
  );

  it.each(['example', 'example.', 'malmö-cykel.se', 'dom_123', '192.0.2.1', 'a..se', ''])(
    'refuses %s',
    (name) => {
      expect(isAsciiDomainName(name)).toBe(false);
    },
  );
});

describe('normalizeHostname', () => {
  it('gives the ASCII form of a valid name and the trimmed lower-case text of any other', () => {
    expect(normalizeHostname(' NS.Malmö-Cykel.se. ')).toBe('ns.xn--malm-cykel-hcb.se');
    expect(normalizeHostname(' Not_A.Host. ')).toBe('not_a.host');
  });

  it('is the same for a name however it is cased or dotted', () => {
    fc.assert(
      fc.property(fc.domain(), fc.boolean(), (domain, dot) => {
        expect(normalizeHostname(`${domain.toUpperCase()}${dot ? '.' : ''}`)).toBe(
          normalizeHostname(domain),
        );
      }),
    );
  });
});
