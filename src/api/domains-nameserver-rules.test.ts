import fc from 'fast-check';
import {
  entriesFromBody,
  isInBailiwick,
  isIpv4,
  isIpv6,
  isSameNameserverSet,
  nameserverIssues,
  parseHostname,
} from './domains-nameserver-rules';

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

describe('glue addresses', () => {
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

describe('isInBailiwick', () => {
  it.each([
    ['ns1.kaffekoppen.se', 'kaffekoppen.se', true],
    ['kaffekoppen.se', 'kaffekoppen.se', true],
    ['NS1.KAFFEKOPPEN.SE.', 'kaffekoppen.se', true],
    ['ns.malmö-cykel.se', 'xn--malm-cykel-hcb.se', true],
    ['ns1.notkaffekoppen.se', 'kaffekoppen.se', false],
    ['ns1.kaffekoppen.se.example.net', 'kaffekoppen.se', false],
    ['ns1.example.net', 'kaffekoppen.se', false],
  ])('%s under %s: %s', (nameserver, domain, expected) => {
    expect(isInBailiwick(nameserver, domain)).toBe(expected);
  });
});

describe('nameserverIssues', () => {
  const entries = (...hostnames: string[]) => hostnames.map((hostname) => ({ hostname, glue: '' }));

  it('finds nothing wrong with two good external nameservers', () => {
    expect(nameserverIssues(entries('ns1.example.net', 'ns2.example.net'))).toEqual([]);
  });

  it('ignores empty rows before counting, and asks for two', () => {
    expect(nameserverIssues(entries('ns1.example.net', '', '  '))).toEqual([
      { index: null, field: 'hostname', code: 'too_few' },
    ]);
    expect(nameserverIssues(entries('', 'ns1.example.net', '', 'ns2.example.net'))).toEqual([]);
  });

  it('points at the bad hostname by index', () => {
    expect(nameserverIssues(entries('ns1.example.net', 'ns 2.example.net'))).toEqual([
      { index: 1, field: 'hostname', code: 'invalid_hostname' },
    ]);
  });

  it('catches the same nameserver twice, however it is written', () => {
    expect(nameserverIssues(entries('ns1.example.net', 'NS1.example.net.'))).toEqual([
      { index: 1, field: 'hostname', code: 'duplicate' },
    ]);
  });

  it('checks glue syntax and refuses glue without a hostname', () => {
    expect(
      nameserverIssues([
        { hostname: 'ns1.example.net', glue: '192.0.2.999' },
        { hostname: 'ns2.example.net', glue: '' },
        { hostname: '', glue: '192.0.2.1' },
      ]),
    ).toEqual([
      { index: 0, field: 'glue', code: 'invalid_ip' },
      { index: 2, field: 'glue', code: 'glue_without_hostname' },
    ]);
  });

  it('asks for glue on in-bailiwick nameservers only when it knows the domain', () => {
    const list = entries('ns1.kaffekoppen.se', 'ns2.example.net');
    expect(nameserverIssues(list)).toEqual([]);
    expect(nameserverIssues(list, 'kaffekoppen.se')).toEqual([
      { index: 0, field: 'glue', code: 'glue_required' },
    ]);
    expect(
      nameserverIssues(
        [{ hostname: 'ns1.kaffekoppen.se', glue: '2001:db8::53' }, ...entries('ns2.example.net')],
        'kaffekoppen.se',
      ),
    ).toEqual([]);
  });
});

describe('entriesFromBody and isSameNameserverSet', () => {
  it('aligns glue with nameservers by index, filling the shorter list with empty strings', () => {
    expect(entriesFromBody(['a.example', 'b.example'], ['192.0.2.1'])).toEqual([
      { hostname: 'a.example', glue: '192.0.2.1' },
      { hostname: 'b.example', glue: '' },
    ]);
    expect(entriesFromBody(['a.example'], ['', '192.0.2.2'])).toHaveLength(2);
  });

  it('compares nameserver sets ignoring order, case and empty entries', () => {
    const pair = ['ns1.panel-dns.example', 'ns2.panel-dns.example'];
    expect(isSameNameserverSet(['NS2.panel-dns.example', '', 'ns1.panel-dns.example.'], pair)).toBe(
      true,
    );
    expect(isSameNameserverSet(['ns1.panel-dns.example'], pair)).toBe(false);
    expect(isSameNameserverSet([...pair, 'ns3.example.net'], pair)).toBe(false);
  });
});
