// @vitest-environment node
import fc from 'fast-check';
import {
  CHANGE_FALLBACK_WAIT_SECONDS,
  changeWaitSeconds,
  MIN_WAIT_SECONDS,
  parseRetryAfter,
  RETRY_AFTER_CAP_SECONDS,
} from './retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00.000Z');

  it('reads delay-seconds and HTTP-dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30);
  });

  it('caps long waits', () => {
    expect(parseRetryAfter('3600', now)).toBe(RETRY_AFTER_CAP_SECONDS);
  });

  it('answers null for past dates and zero, so callers back off instead of retrying at once', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBeNull();
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:00 GMT', now)).toBeNull();
    expect(parseRetryAfter('0', now)).toBeNull();
  });

  it('answers null for missing or unreadable headers (not exposed by CORS, say)', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });

  it('falls back to a wait of several seconds for a change', () => {
    expect(changeWaitSeconds(parseRetryAfter('soon', now))).toBe(CHANGE_FALLBACK_WAIT_SECONDS);
    expect(changeWaitSeconds(parseRetryAfter('3', now))).toBe(3);
    expect(CHANGE_FALLBACK_WAIT_SECONDS).toBeGreaterThanOrEqual(MIN_WAIT_SECONDS);
  });

  it('always stays within 1..cap when it answers', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const seconds = parseRetryAfter(value, now);
        if (seconds !== null) {
          expect(seconds).toBeGreaterThanOrEqual(MIN_WAIT_SECONDS);
          expect(seconds).toBeLessThanOrEqual(RETRY_AFTER_CAP_SECONDS);
        }
      }),
    );
  });
});
