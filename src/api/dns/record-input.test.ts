// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDnsRuleKey } from './rule-keys';
import { DNS_PORT_MAX, DNS_PRIORITY_MAX, DNS_TTL_MIN, recordInputSchema } from './record-input';

const issuesOf = (input: unknown, zone?: string) => {
  const parsed = recordInputSchema(zone).safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const a = { type: 'A', name: 'www', value: '203.0.113.10' };

describe('recordInputSchema', () => {
  it('trims the name and value it passes on', () => {
    expect(
      recordInputSchema('example.com').parse({
        ...a,
        name: ' www ',
        value: ' 203.0.113.10 ',
        ttl: 300,
      }),
    ).toEqual({ ...a, ttl: 300 });
  });

  it('accepts any whole TTL from 60 up and refuses less, or fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), (ttl) => {
        expect(recordInputSchema().safeParse({ ...a, ttl }).success).toBe(ttl >= DNS_TTL_MIN);
      }),
    );
    expect(issuesOf({ ...a, ttl: 59 })).toEqual(['ttl: ttlMin']);
    expect(issuesOf({ ...a, ttl: 300.5 })).toEqual(['ttl: wholeNumber']);
    expect(issuesOf({ ...a, ttl: 59.5 })[0]).toBe('ttl: wholeNumber');
  });

  it('keeps priority and weight within 0 to 65535 and port within 1 to 65535', () => {
    const srv = {
      type: 'SRV',
      name: '_sip._tcp',
      value: 'sip.example.net',
      priority: 0,
      weight: 0,
      port: 1,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 70_000 }),
        fc.constantFrom('priority', 'weight', 'port'),
        (number, field) => {
          const low = field === 'port' ? 1 : 0;
          const high = field === 'port' ? DNS_PORT_MAX : DNS_PRIORITY_MAX;
          expect(recordInputSchema().safeParse({ ...srv, [field]: number }).success).toBe(
            number >= low && number <= high,
          );
        },
      ),
    );
  });

  it('refuses the full FQDN when it knows the zone', () => {
    expect(issuesOf({ ...a, name: 'www.example.com' }, 'example.com')).toEqual([
      'name: nameIncludesZone',
    ]);
    expect(issuesOf({ ...a, name: 'www.example.com' })).toEqual([]);
  });

  it('reports a broken type-specific value together with a broken TTL', () => {
    expect(issuesOf({ ...a, value: 'not-an-ip', ttl: 10 })).toEqual([
      'ttl: ttlMin',
      'value: valueIpv4',
    ]);
  });

  it('gives every own message as a rule key, for the form to translate', () => {
    const parsed = recordInputSchema('example.com').safeParse({
      type: 'MX',
      name: 'mail.example.com',
      value: '"q"',
      ttl: 1.5,
      weight: -1,
      port: 0,
    });
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([
      'wholeNumber',
      'ttlMin',
      'numberRange',
      'portRange',
      'nameIncludesZone',
      'valueHostname',
      'fieldRequired',
      'fieldNotUsed',
      'fieldNotUsed',
    ]);
    expect(messages.filter((message) => !isDnsRuleKey(message))).toEqual([]);
  });

  it('refuses unknown record types', () => {
    expect(issuesOf({ ...a, type: 'PTR' })).toEqual(['type: typeRequired']);
  });
});
