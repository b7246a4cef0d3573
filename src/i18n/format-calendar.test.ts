// @vitest-environment node
import { formattersFor } from './format';
import { inTimeZone } from '../test/time-zone';

inTimeZone('America/New_York');

describe('dates west of UTC', () => {
  it('writes a calendar date (midnight UTC) as that date, and a moment in the local zone', () => {
    const { date } = formattersFor('en');
    expect(date('2026-12-01T00:00:00Z')).toBe('1\u00a0Dec\u00a02026');
    expect(date('2026-12-01T03:00:00Z')).toBe('30\u00a0Nov\u00a02026');
    expect(formattersFor('sv').date('2026-12-01T00:00:00.000Z')).toBe('1\u00a0dec.\u00a02026');
  });
});
