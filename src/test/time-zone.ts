import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's tests with the browser clock in `zone`. Set before anything formats a date:
 * Intl takes the zone when a formatter is made.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would set the text "undefined".
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
