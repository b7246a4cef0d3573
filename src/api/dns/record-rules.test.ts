// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordProblems, type RecordDraft } from './record-rules';
import { dnsRecordTypes, recordFieldsFor, type DnsRecordType } from './record-types';

const rulesOf = (draft: RecordDraft, zones: string[] = []) =>
  recordProblems(draft, zones).map((found) => `${found.field}:${found.rule}`);

/** A record of each type that breaks no rule, to vary one field at a time. */
const valid: Record<DnsRecordType, RecordDraft> = {
  A: { type: 'A', name: 'www', value: '203.0.113.10' },
  AAAA: { type: 'AAAA', name: '@', value: '2001:db8::1' },
  CNAME: { type: 'CNAME', name: 'www', value: 'example.net.' },
  ALIAS: { type: 'ALIAS', name: '@', value: 'lb.example.net' },
  MX: { type: 'MX', name: '@', value: 'mx1.example.net', priority: 10 },
  TXT: { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none' },
  SPF: { type: 'SPF', name: '@', value: 'v=spf1 -all' },
  SRV: {
    type: 'SRV',
    name: '_sip._tcp',
    value: 'sip.example.net',
    priority: 10,
    weight: 5,
    port: 5060,
  },
  CAA: { type: 'CAA', name: '@', value: '0 issue "letsencrypt.org"' },
  NS: { type: 'NS', name: 'lab', value: 'ns1.example.net' },
  TLSA: { type: 'TLSA', name: '_443._tcp', value: `3 1 1 ${'0f'.repeat(32)}` },
};

describe('recordFieldsFor', () => {
  it('gives MX a priority and SRV priority, weight and port; nothing else uses extra fields', () => {
    expect(recordFieldsFor('MX')).toEqual(['priority']);
    expect(recordFieldsFor('SRV')).toEqual(['priority', 'weight', 'port']);
    for (const type of dnsRecordTypes.filter(
      (candidate) => candidate !== 'MX' && candidate !== 'SRV',
    )) {
      expect(recordFieldsFor(type)).toEqual([]);
    }
  });
});

describe('recordProblems', () => {
  it.each(dnsRecordTypes)('finds nothing wrong with a sound %s record', (type) => {
    expect(rulesOf(valid[type], ['example.com'])).toEqual([]);
  });

  it('requires the fields a type uses and refuses the ones it does not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dnsRecordTypes),
        fc.subarray(['priority', 'weight', 'port'] as const),
        (type, given) => {
          const { priority: _p, weight: _w, port: _o, ...base } = valid[type];
          const draft: RecordDraft = {
            ...base,
            ...Object.fromEntries(given.map((field) => [field, 1])),
          };
          const used = recordFieldsFor(type);
          const expected = (['priority', 'weight', 'port'] as const).flatMap((field) => {
            if (used.includes(field) && !given.includes(field)) return [`${field}:fieldRequired`];
            if (!used.includes(field) && given.includes(field)) return [`${field}:fieldNotUsed`];
            return [];
          });
          expect(rulesOf(draft)).toEqual(expected);
        },
      ),
    );
  });

  describe('names', () => {
    it('accepts @ and the empty name as the root', () => {
      expect(rulesOf({ ...valid.A, name: '@' })).toEqual([]);
      expect(rulesOf({ ...valid.A, name: '' })).toEqual([]);
    });

    it('refuses a name that already ends in the zone, whatever its case or trailing dot', () => {
      fc.assert(
        fc.property(fc.constantFrom('www', 'a.b', '_dmarc'), fc.boolean(), (label, upper) => {
          const zone = 'Example.com';
          const name = `${label}.${upper ? zone.toUpperCase() : zone.toLowerCase()}`;
          expect(rulesOf({ ...valid.TXT, name }, [zone])).toEqual(['name:nameIncludesZone']);
        }),
      );
      expect(rulesOf({ ...valid.A, name: 'example.com' }, ['example.com'])).toEqual([
        'name:nameIncludesZone',
      ]);
      expect(rulesOf({ ...valid.A, name: 'www.example.com.' }, ['example.com'])).toEqual([
        'name:nameAbsolute',
      ]);
    });

    it('accepts a name that merely contains the zone name in the middle', () => {
      expect(rulesOf({ ...valid.A, name: 'example.com.staging' }, ['example.com'])).toEqual([]);
      expect(rulesOf({ ...valid.A, name: 'notexample.com' }, ['example.com'])).toEqual([]);
    });

    it('checks every domain of a bulk change', () => {
      expect(rulesOf({ ...valid.A, name: 'www.two.se' }, ['one.se', 'two.se'])).toEqual([
        'name:nameIncludesZone',
      ]);
    });

    it('refuses names whose full form would pass 253 characters', () => {
      const name = Array.from({ length: 4 }, () => 'a'.repeat(60)).join('.');
      expect(rulesOf({ ...valid.A, name }, ['example.com'])).toEqual(['name:nameTooLong']);
    });

    it('says which rule a label over 63 characters breaks', () => {
      expect(rulesOf({ ...valid.A, name: `www.${'a'.repeat(64)}` })).toEqual([
        'name:nameLabelTooLong',
      ]);
      expect(rulesOf({ ...valid.A, name: 'a'.repeat(63) })).toEqual([]);
    });

    it('refuses spaces, non-ASCII and misplaced wildcards', () => {
      for (const name of ['my host', 'malmö', 'www.*', '-www']) {
        expect(rulesOf({ ...valid.A, name })).toEqual(['name:nameSyntax']);
      }
      expect(rulesOf({ ...valid.A, name: '*' })).toEqual([]);
      expect(rulesOf({ ...valid.A, name: '*.shop' })).toEqual([]);
    });

    it('keeps CNAME and NS off the root', () => {
      expect(rulesOf({ ...valid.CNAME, name: '@' })).toEqual(['name:nameCnameAtRoot']);
      expect(rulesOf({ ...valid.NS, name: '' })).toEqual(['name:nameNsAtRoot']);
    });

    it('needs service-style names for SRV and TLSA', () => {
      expect(rulesOf({ ...valid.SRV, name: 'sip' })).toEqual(['name:nameSrv']);
      expect(rulesOf({ ...valid.SRV, name: '_sip._tcp.office' })).toEqual([]);
      expect(rulesOf({ ...valid.TLSA, name: '_https._tcp' })).toEqual(['name:nameTlsa']);
      expect(rulesOf({ ...valid.TLSA, name: '_25._tcp.mail' })).toEqual([]);
    });
  });

  describe('values', () => {
    it.each(dnsRecordTypes)('requires a value for %s', (type) => {
      expect(rulesOf({ ...valid[type], value: '   ' })).toEqual(['value:valueRequired']);
    });

    it('needs IPv4 for A and IPv6 for AAAA', () => {
      expect(rulesOf({ ...valid.A, value: '2001:db8::1' })).toEqual(['value:valueIpv4']);
      expect(rulesOf({ ...valid.AAAA, value: '203.0.113.10' })).toEqual(['value:valueIpv6']);
    });

    it.each(['CNAME', 'ALIAS', 'MX', 'NS', 'SRV'] as const)(
      'needs a host name, not an address, for %s',
      (type) => {
        expect(rulesOf({ ...valid[type], value: '203.0.113.10' })).toEqual([
          'value:valueTargetIsIp',
        ]);
        expect(rulesOf({ ...valid[type], value: 'not a host' })).toEqual(['value:valueHostname']);
      },
    );

    it('explains that MX and SRV numbers have their own fields', () => {
      expect(rulesOf({ ...valid.MX, value: '10 mx1.example.net' })).toEqual(['value:valueNumbers']);
      expect(rulesOf({ ...valid.SRV, value: '10 5 5060 sip.example.net' })).toEqual([
        'value:valueNumbers',
      ]);
    });

    it('allows DKIM-style underscores in CNAME targets only', () => {
      expect(rulesOf({ ...valid.CNAME, value: 's1._domainkey.mailer.example' })).toEqual([]);
      expect(rulesOf({ ...valid.MX, value: 'mx._x.example' })).toEqual(['value:valueHostname']);
    });

    it('takes @ as the zone root target, and . as "no service" for SRV and null MX', () => {
      expect(rulesOf({ ...valid.CNAME, value: '@' })).toEqual([]);
      expect(rulesOf({ ...valid.NS, value: '@' })).toEqual(['value:valueHostname']);
      expect(rulesOf({ ...valid.SRV, value: '.' })).toEqual([]);
      expect(rulesOf({ ...valid.MX, value: '.' })).toEqual([]);
      expect(rulesOf({ ...valid.CNAME, value: '.' })).toEqual(['value:valueHostname']);
    });

    it.each(['TXT', 'SPF'] as const)('refuses %s values wrapped in quotes', (type) => {
      expect(rulesOf({ ...valid[type], value: '"v=spf1 -all"' })).toEqual(['value:valueQuoted']);
      expect(rulesOf({ ...valid[type], value: '"v=spf1" "-all"' })).toEqual(['value:valueQuoted']);
    });

    it('accepts long TXT values as one string, with no pre-splitting needed', () => {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom('a', 'B', '=', ';', ' ', '9'),
            minLength: 256,
            maxLength: 2000,
          }),
          (text) => {
            fc.pre(text.trim() !== '');
            expect(rulesOf({ ...valid.TXT, value: text })).toEqual([]);
          },
        ),
        { numRuns: 50 },
      );
    });

    it('keeps quotes inside a TXT value', () => {
      expect(rulesOf({ ...valid.TXT, value: 'say "hello" twice' })).toEqual([]);
    });

    it('refuses line breaks in text values', () => {
      expect(rulesOf({ ...valid.TXT, value: 'one\ntwo' })).toEqual(['value:valueLineBreak']);
    });

    it('needs SPF values to start with v=spf1', () => {
      expect(rulesOf({ ...valid.SPF, value: 'include:_spf.example.net' })).toEqual([
        'value:valueSpfPrefix',
      ]);
      expect(rulesOf({ ...valid.TXT, value: 'include:_spf.example.net' })).toEqual([]);
    });

    it('checks the CAA and TLSA formats', () => {
      expect(rulesOf({ ...valid.CAA, value: 'issue letsencrypt.org' })).toEqual(['value:valueCaa']);
      expect(rulesOf({ ...valid.TLSA, value: '3 1 1 abc' })).toEqual(['value:valueTlsa']);
    });
  });

  it('tolerates fields of the wrong kind mid-edit, reporting only the type rules it can check', () => {
    expect(rulesOf({ type: 'A', name: 42, value: null })).toEqual([]);
  });
});
