// @vitest-environment node
import {
  entriesFromBody,
  isInBailiwick,
  isSameNameserverSet,
  nameserverIssues,
} from './nameserver-rules';

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

  it('takes 13 nameservers and refuses a 14th, as registries do', () => {
    const hosts = (count: number) =>
      Array.from({ length: count }, (_, index) => `ns${index + 1}.example.net`);
    expect(nameserverIssues(entries(...hosts(13)))).toEqual([]);
    expect(nameserverIssues(entries(...hosts(24)))).toEqual([
      { index: null, field: 'hostname', code: 'too_many' },
    ]);
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
