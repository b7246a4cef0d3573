// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintCounts } from './lint-counts';

describe('lintCounts', () => {
  it('counts the zone check’s findings by severity', () => {
    expect(
      lintCounts({
        name: 'example.com',
        records: [
          { type: 'MX', name: '@', value: 'mx.example.net', priority: 10, ttl: 3600 },
          { type: 'TXT', name: '@', value: 'v=spf1 mx -all' },
          { type: 'TXT', name: '@', value: 'v=spf1 -all' },
          { type: 'A', name: 'intranet', value: '10.0.0.5' },
          { type: 'TXT', name: 'long', value: 'x'.repeat(300) },
        ],
      }),
    ).toEqual({ error: 2, warning: 2, info: 1 });
  });

  it('counts nothing in a clean zone', () => {
    expect(
      lintCounts({
        name: 'example.com',
        records: [{ type: 'A', name: '@', value: '198.51.99.10' }],
      }),
    ).toEqual({ error: 0, warning: 0, info: 0 });
  });
});
