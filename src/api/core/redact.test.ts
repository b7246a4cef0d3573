// @vitest-environment node
import fc from 'fast-check';
import { redact } from './redact';
import { endSession, startSession } from './session-store';

const keyCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-~'.split('');
/** Keys shaped like the API's: a prefix and a long random tail (at least 16 characters). */
const apiKey = fc
  .tuple(
    fc.constantFrom('pk_live_', 'pk_test_', 'demo_owner_key~', ''),
    fc.array(fc.constantFrom(...keyCharacters), { minLength: 16, maxLength: 64 }),
  )
  .map(([prefix, tail]) => prefix + tail.join(''));
/** Ordinary log text around a secret, including quotes, JSON punctuation and line breaks. */
const surrounding = fc.string({
  unit: fc.constantFrom(...'abc XYZ 019 :,;"\'{}[]()=&?#/\n\t'.split('')),
  maxLength: 40,
});
const host = fc.constantFrom(
  'pay.example.com',
  'webmail.example.net',
  '203.0.113.7:8443',
  'xn--malm-cykel-hcb.se',
);
const urlPath = fc.webPath();
const queryValue = fc.string({
  unit: fc.constantFrom(...'abcdefXYZ0123456789-_.%'.split('')),
  minLength: 1,
  maxLength: 40,
});

describe('redact (R4)', () => {
  it('removes the key wherever it appears in a text, however often', () => {
    fc.assert(
      fc.property(apiKey, fc.array(surrounding, { minLength: 1, maxLength: 4 }), (key, parts) => {
        const text = parts.join(key);
        const withKey = `${text}${key}`;
        expect(redact(withKey, key)).not.toContain(key);
      }),
    );
  });

  it('removes the key of the current session when none is passed', () => {
    fc.assert(
      fc.property(apiKey, surrounding, surrounding, (key, before, after) => {
        startSession({ apiKey: key, readOnly: false, remember: false });
        try {
          expect(redact(`${before}${key}${after}`)).not.toContain(key);
        } finally {
          endSession();
        }
      }),
    );
  });

  it('removes any bearer token, even one that is not the session key', () => {
    fc.assert(
      fc.property(apiKey, surrounding, surrounding, (token, before, after) => {
        // Text around the header that itself contains the token would say nothing about redact.
        fc.pre(!before.includes(token) && !after.includes(token));
        const out = redact(
          `${before} Authorization: Bearer ${token}${after.replace(/^[^\s"',;]/, ' ')}`,
          null,
        );
        expect(out).not.toContain(token);
        expect(out).toContain('Bearer [redacted]');
      }),
    );
  });

  it('drops the query and fragment of one-time URLs but keeps where they point', () => {
    fc.assert(
      fc.property(host, urlPath, queryValue, surrounding, (domain, path, token, after) => {
        fc.pre(!after.includes(token));
        const base = `https://${domain}${path}`;
        const link = `${base}?token=${token}&session=${token}#${token}`;
        const out = redact(`Opening ${link} ${after}`, null);
        expect(out).not.toContain(`token=${token}`);
        expect(out).not.toContain(`#${token}`);
        expect(out).toContain(`${base}?[redacted]`);
      }),
    );
  });

  it('redacts the key inside JSON error reports and console output', () => {
    fc.assert(
      fc.property(apiKey, queryValue, (key, token) => {
        const report = JSON.stringify({
          detail: `key ${key} refused`,
          url: `https://pay.example.com/p?t=${token}`,
          headers: { Authorization: `Bearer ${key}` },
        });
        const out = redact(report, key);
        expect(out).not.toContain(key);
        expect(out).not.toContain(`t=${token}`);
        expect(() => JSON.parse(out) as unknown).not.toThrow();
      }),
    );
  });

  it('leaves text without secrets as it was', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abc XYZ 019 :,;{}[]()'.split('')), maxLength: 60 }),
        (text) => {
          expect(redact(text, null)).toBe(text);
        },
      ),
    );
  });
});
