// @vitest-environment node
import { formattersFor } from './format';
import { inTimeZone } from '../test/time-zone';
import { calendarDay, localDay } from './calendar-day';

inTimeZone('Europe/Stockholm');

describe('the day of a timestamp, for files', () => {
  it('is the day the screen shows: a moment on the local clock, a calendar date as itself', () => {
    // 23:30 UTC is half past midnight the next day in Stockholm, as the list's date cell says.
    const lateEvening = '2026-10-01T23:30:00Z';
    expect(calendarDay(lateEvening)).toBe('2026-10-02');
    expect(formattersFor('sv').date(lateEvening)).toBe('2\u00a0okt.\u00a02026');
    expect(calendarDay('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
  });

  it('is empty for nothing and for what is no date', () => {
    expect(calendarDay(null)).toBe('');
    expect(calendarDay(undefined)).toBe('');
    expect(calendarDay('')).toBe('');
    expect(calendarDay('soon')).toBe('');
  });

  it('names today by the local clock', () => {
    expect(localDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
  });
});
