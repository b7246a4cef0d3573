// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostileStrings, makeHostile } from './hostile-strings.ts';

describe('makeHostile', () => {
  it('replaces named fields in turn and leaves identifiers, numbers and other text alone', () => {
    const answer = {
      data: [
        { id: 'vps_web01', name: 'aurora-web', hostname: 'web01.example.net', cpu: 2 },
        { id: 'vps_db01', name: 'aurora-db', description: 'Database', status: 'running' },
      ],
    };
    expect(makeHostile(answer)).toEqual({
      data: [
        { id: 'vps_web01', name: hostileStrings[0], hostname: 'web01.example.net', cpu: 2 },
        {
          id: 'vps_db01',
          name: hostileStrings[1],
          description: hostileStrings[2],
          status: 'running',
        },
      ],
    });
  });
});
