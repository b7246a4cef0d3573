// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LintRecord, LintRuleId } from './lint-types';
import { lintRules, lintZone } from './lint-zone';

const zoneName = 'example.com';
const clean: LintRecord[] = [
  { type: 'A', name: '@', value: '198.51.99.10', ttl: 3600 },
  { type: 'MX', name: '@', value: 'mx1.example.net', priority: 10, ttl: 3600 },
  { type: 'TXT', name: '@', value: 'v=spf1 mx include:_spf.example.net -all' },
  { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=reject; rua=mailto:d@example.com' },
  { type: 'CNAME', name: 'www', value: '@' },
];

/** The rules that fire on the clean zone with `extra` records added (and `drop` types left out). */
function fired(extra: LintRecord[], drop: (record: LintRecord) => boolean = () => false) {
  const records = [...clean.filter((record) => !drop(record)), ...extra];
  return [...new Set(lintZone({ name: zoneName, records }).map((found) => found.rule))];
}

const cases: Record<
  LintRuleId,
  { fires: LintRecord[]; drop?: (r: LintRecord) => boolean; not: LintRecord[] }
> = {
  cnameConflict: {
    fires: [
      { type: 'A', name: 'shop', value: '198.51.99.11' },
      { type: 'CNAME', name: 'shop', value: 'x.example.net' },
    ],
    not: [{ type: 'CNAME', name: 'shop', value: 'x.example.net' }],
  },
  cnameAtApex: {
    fires: [{ type: 'CNAME', name: 'example.com.', value: 'x.example.net' }],
    drop: (record) => record.name === '@',
    not: [{ type: 'ALIAS', name: '@', value: 'x.example.net' }],
  },
  targetIsCname: {
    fires: [{ type: 'MX', name: '@', value: 'www.example.com', priority: 20 }],
    not: [{ type: 'MX', name: '@', value: 'mail.example.com', priority: 20 }],
  },
  duplicateRecord: {
    fires: [{ type: 'A', name: '@', value: '198.51.99.10' }],
    not: [{ type: 'A', name: '@', value: '198.51.99.12' }],
  },
  spfMultiple: {
    fires: [{ type: 'SPF', name: '@', value: 'v=spf1 -all' }],
    not: [{ type: 'TXT', name: '@', value: 'google-site-verification=abc' }],
  },
  spfTooManyLookups: {
    fires: [
      {
        type: 'TXT',
        name: 'send',
        value: `v=spf1 a mx ptr exists:%{i}.x.example.net ${Array.from({ length: 6 }, (_, i) => `include:s${i}.example.net`).join(' ')} redirect=r.example.net`,
      },
    ],
    not: [
      {
        type: 'TXT',
        name: 'send',
        value: `v=spf1 ip4:192.0.2.0/24 a mx ${Array.from({ length: 8 }, (_, i) => `include:s${i}.example.net`).join(' ')} -all`,
      },
    ],
  },
  dmarcMalformed: {
    fires: [{ type: 'TXT', name: '_dmarc', value: 'v=DMARC1; rua=mailto:d@example.com; p=reject' }],
    drop: (record) => record.name === '_dmarc',
    not: [{ type: 'TXT', name: '_dmarc', value: 'v=DMARC1;p=quarantine;pct=50' }],
  },
  dmarcMissing: {
    fires: [],
    drop: (record) => record.name === '_dmarc',
    not: [],
  },
  spfMissing: {
    fires: [],
    drop: (record) => record.value.startsWith('v=spf1'),
    not: [],
  },
  shadowedByDelegation: {
    fires: [
      { type: 'NS', name: 'lab', value: 'ns1.lab.example.com' },
      { type: 'A', name: 'ns1.lab', value: '198.51.99.20' },
      { type: 'TXT', name: 'www.lab', value: 'hidden' },
    ],
    not: [
      { type: 'NS', name: 'lab', value: 'ns1.lab.example.com' },
      { type: 'A', name: 'ns1.lab', value: '198.51.99.20' },
    ],
  },
  privateAddress: {
    fires: [{ type: 'AAAA', name: 'v6', value: '2001:db8::1' }],
    not: [{ type: 'AAAA', name: 'v6', value: '2a00:1450::1' }],
  },
  lowTtl: {
    fires: [{ type: 'NS', name: 'lab', value: 'ns1.example.net', ttl: 120 }],
    not: [{ type: 'NS', name: 'lab', value: 'ns1.example.net', ttl: 300 }],
  },
  longTxt: {
    fires: [{ type: 'TXT', name: 'key', value: 'k'.repeat(256) }],
    not: [{ type: 'TXT', name: 'key', value: 'k'.repeat(255) }],
  },
};

describe('the DNS linter', () => {
  it('finds nothing in a clean zone', () => {
    expect(fired([])).toEqual([]);
  });

  it('has at least 12 rules, each with an https explanation', () => {
    expect(lintRules.length).toBeGreaterThanOrEqual(12);
    for (const rule of lintRules) expect(rule.docs).toMatch(/^https:\/\//);
  });

  for (const rule of lintRules) {
    const { fires, drop, not } = cases[rule.id];
    it(`${rule.id}: fires`, () => {
      expect(fired(fires, drop)).toContain(rule.id);
    });
    it(`${rule.id}: does not fire`, () => {
      const unchanged = rule.id === 'dmarcMissing' || rule.id === 'spfMissing';
      expect(fired(not, unchanged ? undefined : drop)).not.toContain(rule.id);
    });
  }

  it('names the record to fix', () => {
    const findings = lintZone({
      name: zoneName,
      records: [...clean, { type: 'A', name: 'private', value: '10.1.2.3' }],
    });
    expect(findings).toEqual([
      {
        rule: 'privateAddress',
        severity: 'warning',
        record: expect.objectContaining({ value: '10.1.2.3' }),
      },
    ]);
  });

  it('does not ask for SPF or DMARC on a zone without MX', () => {
    expect(
      lintZone({ name: zoneName, records: [{ type: 'A', name: '@', value: '198.51.99.10' }] }),
    ).toEqual([]);
  });
});
