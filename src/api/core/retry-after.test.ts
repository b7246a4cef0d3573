import fc from 'fast-check';
import { parseRetryAfter, RETRY_AFTER_CAP_SECONDS } from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');

  it('reads delay-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30);
  });

  it('caps long waits and floors past dates', () => {
    expect(parseRetryAfter('3600', now)).toBe(RETRY_AFTER_CAP_SECONDS);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('answers null for missing or unreadable headers (not exposed by CORS, say)', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });

  it('always stays within 0..cap when it answers', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const seconds = parseRetryAfter(value, now);
        if (seconds !== null) {
          expect(seconds).toBeGreaterThanOrEqual(0);
          expect(seconds).toBeLessThanOrEqual(RETRY_AFTER_CAP_SECONDS);
        }
      }),
    );
  });
});
