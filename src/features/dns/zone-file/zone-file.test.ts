// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../../../api/dns/dns';
import { applyPlan, type LineState } from './apply-plan';
import { diffZone } from './zone-diff';
import { planImport } from './zone-import-plan';
import { toZoneFile } from './zone-file-export';
import { parseZoneFile, parseTtl } from './zone-file-parse';
import { ApiError } from '../../../api/core/errors';

const zone = 'example.com';
const saved: DnsRecord[] = [
  { id: 'drr_1', type: 'A', name: 'example.com', value: '192.0.2.1', ttl: 300, proxied: false },
  { id: 'drr_2', type: 'CNAME', name: 'www.example.com', value: '@', ttl: null, proxied: false },
  {
    id: 'drr_3',
    type: 'MX',
    name: '@',
    value: 'mx1.example.net',
    priority: 10,
    ttl: 3600,
    proxied: false,
  },
  {
    id: 'drr_4',
    type: 'TXT',
    name: '@',
    value: `v=spf1 "q" ${'x'.repeat(300)}`,
    ttl: 3600,
    proxied: false,
  },
  {
    id: 'drr_5',
    type: 'SRV',
    name: '_sip._tcp',
    value: 'sip.example.com',
    priority: 10,
    weight: 5,
    port: 5060,
    ttl: 3600,
    proxied: false,
  },
  {
    id: 'drr_6',
    type: 'CAA',
    name: '@',
    value: '0 issue "letsencrypt.org"',
    ttl: 3600,
    proxied: false,
  },
];

describe('zone file export and parse', () => {
  it('round-trips every record: the re-read file differs from the zone in nothing', () => {
    const text = toZoneFile({ name: zone, records: saved });
    expect(text).toContain('$ORIGIN example.com.');
    expect(text).toContain('@ 3600 IN MX 10 mx1.example.net.');
    const parsed = parseZoneFile(text, zone);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records).toHaveLength(saved.length);
    expect(diffZone(saved, parsed.records, zone).map((line) => line.kind)).toEqual(
      saved.map(() => 'unchanged'),
    );
  });

  it('reads BIND syntax: directives, blank owners, parentheses, comments, units and classes', () => {
    const text = [
      '$ORIGIN example.com.',
      '$TTL 1h',
      '@ IN SOA ns1.example.net. host.example.com. ( 1 2 3 4 5 )',
      '@ NS ns1.example.net.',
      'www 300 IN A 192.0.2.10 ; the web',
      '    IN AAAA 2001:db8::10',
      'mail.example.com. IN 1d MX ( 10',
      '   mx )',
      'old IN PTR host.example.net.',
      '$ORIGIN sub.example.com.',
      'api CNAME www.example.com.',
    ].join('\n');
    const parsed = parseZoneFile(text, 'example.com');
    expect(parsed.errors).toEqual([]);
    expect(parsed.skipped.map((skip) => `${skip.line}:${skip.type}:${skip.kind}`)).toEqual([
      '3:SOA:managed',
      '4:NS:managed',
      '9:PTR:unsupported',
    ]);
    expect(parsed.records).toEqual([
      { type: 'A', name: 'www', value: '192.0.2.10', ttl: 300, line: 5 },
      { type: 'AAAA', name: 'www', value: '2001:db8::10', ttl: 3600, line: 6 },
      { type: 'MX', name: 'mail', value: 'mx.example.com', priority: 10, ttl: 86400, line: 7 },
      { type: 'CNAME', name: 'api.sub', value: 'www.example.com', ttl: 3600, line: 11 },
    ]);
  });

  it('refuses names outside the zone, $INCLUDE, broken lines and rule breakers, with line numbers', () => {
    const parsed = parseZoneFile(
      'www.other.org. A 192.0.2.1\n$INCLUDE x\nbad A not-an-ip\nmx MX ten mx.example.net.\n"open',
      zone,
    );
    expect(parsed.errors).toEqual([
      { line: 5, kind: 'syntax' },
      { line: 1, kind: 'outsideZone' },
      { line: 2, kind: 'include' },
      { line: 3, kind: 'rule', rule: 'valueIpv4' },
      { line: 4, kind: 'syntax' },
      { line: 5, kind: 'syntax' },
    ]);
  });

  it('skips real types the API cannot hold, but refuses a word that names no type', () => {
    const parsed = parseZoneFile(
      [
        'host IN HINFO "PC" "Linux"',
        'host 300 IN SSHFP 1 1 123456789abcdef67890123456789abcdef67890',
        'host IN TYPE65534 \\# 0',
        'bad line here',
        'host IN A',
        'host IN HINFO',
        'host IN 3600',
      ].join('\n'),
      zone,
    );
    expect(parsed.skipped.map((skip) => `${skip.line}:${skip.type}:${skip.kind}`)).toEqual([
      '1:HINFO:unsupported',
      '2:SSHFP:unsupported',
      '3:TYPE65534:unsupported',
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, kind: 'syntax' },
      { line: 5, kind: 'syntax' },
      { line: 6, kind: 'syntax' },
      { line: 7, kind: 'syntax' },
    ]);
  });

  it('reads TTLs with units', () => {
    expect(parseTtl('1h30m')).toBe(5400);
    expect(parseTtl('1x')).toBeNull();
  });

  it('stops at 5,000 records', () => {
    const text = Array.from({ length: 5001 }, (_, i) => `h${i} A 192.0.2.1`).join('\n');
    const parsed = parseZoneFile(text, zone);
    expect(parsed.records).toHaveLength(5000);
    expect(parsed.errors).toEqual([{ line: 5001, kind: 'tooManyRecords', limit: 5000 }]);
  });
});

describe('diffZone', () => {
  it('says what is created, changed, deleted and unchanged', () => {
    const lines = diffZone(
      saved.slice(0, 3),
      [
        { type: 'A', name: '@', value: '192.0.2.2', ttl: 300 },
        { type: 'CNAME', name: 'www', value: '@' },
        { type: 'TXT', name: '@', value: 'hello' },
      ],
      zone,
    );
    expect(lines.map((line) => `${line.kind}:${line.key}`)).toEqual([
      'unchanged:drr_2',
      'change:drr_1',
      'create:new-1',
      'delete:drr_3',
    ]);
  });

  it('deletes only within the scope', () => {
    const lines = diffZone(saved, [], zone, (record) => record.type === 'MX');
    expect(lines.map((line) => `${line.kind}:${line.key}`)).toEqual(['delete:drr_3']);
  });
});

describe('importing into a zone with email forwarding', () => {
  const forwarding = {
    id: 'zone_1',
    name: zone,
    domainId: null,
    cdnZoneId: null,
    emailForwarding: true,
    recordCount: saved.length,
    records: saved,
  };
  const kinds = (text: string) =>
    planImport(text, forwarding).lines.map((line) => `${line.kind}:${line.key}`);

  it('never deletes or replaces the root MX records the forwarding service owns', () => {
    const file = `@ 300 IN A 192.0.2.1\n@ 3600 IN MX 5 mail.elsewhere.example.\n`;
    const plan = planImport(file, forwarding);
    expect(kinds(file)).toEqual([
      'unchanged:drr_1',
      'delete:drr_2',
      'delete:drr_4',
      'delete:drr_5',
      'delete:drr_6',
    ]);
    expect(plan.held).toBe(1);
  });

  it('holds back a new TTL on them, and nothing when the file repeats them as they are', () => {
    const exported = toZoneFile({ name: zone, records: saved });
    expect(planImport(exported, forwarding).held).toBe(0);
    const longer = exported.replace(/3600(\s+IN\s+MX)/, '7200$1');
    expect(longer).not.toBe(exported);
    const plan = planImport(longer, forwarding);
    expect(plan.held).toBe(1);
    expect(plan.lines.find((line) => line.key === 'drr_3')?.kind).toBe('unchanged');
  });
});

describe('applyPlan', () => {
  it('keeps at most 4 in flight, sends each line once, and holds sends after a 429', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: number[] = [];
    const states = new Map<number, LineState>();
    const slept: number[] = [];
    let clock = 1_000;
    await applyPlan({
      lines: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      signal: new AbortController().signal,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
        await Promise.resolve();
      },
      onState: (line, state) => states.set(line, state),
      send: async (line) => {
        sent.push(line);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await Promise.resolve();
        inFlight -= 1;
        if (line === 3)
          throw new ApiError({
            kind: 'http',
            status: 429,
            code: 'rate_limited',
            retryAfterSeconds: 30,
          });
      },
    });
    expect(most).toBeLessThanOrEqual(4);
    expect([...sent].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(states.get(3)).toMatchObject({ status: 'failed', error: { code: 'rate_limited' } });
    expect(states.get(10)).toEqual({ status: 'done' });
    expect(slept.length).toBeGreaterThan(0);
    expect(slept).toContain(30_000);
  });
});
