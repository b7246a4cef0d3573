// @vitest-environment node
import { lastDayBefore } from './last-day-before';

describe('lastDayBefore', () => {
  it('gives the last day an end-exclusive calendar bound covers, and leaves other instants', () => {
    expect(lastDayBefore('2026-10-01T00:00:00Z')).toBe('2026-09-30T00:00:00.000Z');
    expect(lastDayBefore('2026-10-01T12:00:00Z')).toBe('2026-10-01T12:00:00Z');
    expect(lastDayBefore(null)).toBeNull();
  });
});
