import { isCalendarDate } from './format';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `2026-10-02`: the day on the browser's own clock, as a file name wants today. */
export const localDay = (value: Date): string =>
  `${value.getFullYear()}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getDate())}`;

/**
 * `2026-10-02`: the day the panel shows for a timestamp (a calendar date as itself, a moment in
 * the browser's time zone), for files and names; empty for nothing or a value that is no date.
 */
export function calendarDay(timestamp: string | number | Date | null | undefined): string {
  if (timestamp === null || timestamp === undefined || timestamp === '') return '';
  const value = new Date(timestamp);
  if (Number.isNaN(value.getTime())) return '';
  if (isCalendarDate(value)) return value.toISOString().slice(0, 10);
  return localDay(value);
}
