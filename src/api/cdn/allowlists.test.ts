// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countryListSchema,
  ipAllowlistSchema,
  pathAllowlistSchema,
  uaAllowlistSchema,
} from './allowlists';
import type { z } from '../core/z';

function problems(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        code: issue.code === 'custom' ? issue.params?.code : issue.code,
      }));
}

describe('CDN allowlist schemas', () => {
  it('accepts addresses and ranges of both families', () => {
    expect(
      problems(ipAllowlistSchema, ['192.0.2.1', '198.51.100.0/24', '2001:db8::/32', '::1']),
    ).toEqual([]);
  });

  it('points at the entry that is not an address, and at a repeated one however it is written', () => {
    expect(
      problems(ipAllowlistSchema, ['192.0.2.1', '2001:db8::1', '300.1.1.1', '2001:DB8:0::1', '']),
    ).toEqual([
      { path: '2', code: 'invalid_ip_or_cidr' },
      { path: '3', code: 'duplicate_entry' },
      { path: '4', code: 'empty_entry' },
    ]);
  });

  it('wants path prefixes that start with a slash', () => {
    expect(problems(pathAllowlistSchema, ['/api/', 'api/', '/with space', '/api/'])).toEqual([
      { path: '1', code: 'invalid_path_prefix' },
      { path: '2', code: 'invalid_path_prefix' },
      { path: '3', code: 'duplicate_entry' },
    ]);
  });

  it('takes any user-agent text once', () => {
    expect(
      problems(uaAllowlistSchema, ['UptimeRobot', 'Pingdom.com_bot', 'UptimeRobot', '  ']),
    ).toEqual([
      { path: '2', code: 'duplicate_entry' },
      { path: '3', code: 'empty_entry' },
    ]);
  });

  it('wants uppercase ISO country codes, once each', () => {
    expect(problems(countryListSchema, ['SE', 'no', 'XX', 'SWE', 'SE'])).toEqual([
      { path: '1', code: 'invalid_country_code' },
      { path: '2', code: 'invalid_country_code' },
      { path: '3', code: 'invalid_country_code' },
      { path: '4', code: 'duplicate_entry' },
    ]);
  });
});
