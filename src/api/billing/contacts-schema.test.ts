// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingContactInputSchema,
  CONTACT_DESCRIPTION_MAX,
  cutDescription,
  descriptionCharactersLeft,
} from './contacts';

describe('billingContactInputSchema', () => {
  it('lowercases and trims the email', () => {
    expect(billingContactInputSchema.parse({ email: '  Billing@Example.SE ' })).toEqual({
      email: 'billing@example.se',
    });
  });

  it.each([[''], ['   '], ['no-at-sign'], ['a@b'], ['two@@example.com']])(
    'refuses %j as an email',
    (email) => {
      const result = billingContactInputSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    },
  );

  it('accepts a description of exactly 255 characters and refuses 256', () => {
    const ok = billingContactInputSchema.safeParse({
      email: 'a@example.com',
      description: 'x'.repeat(255),
    });
    expect(ok.success).toBe(true);
    const tooLong = billingContactInputSchema.safeParse({
      email: 'a@example.com',
      description: 'x'.repeat(256),
    });
    expect(tooLong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['description']);
  });

  it('counts an emoji as one character', () => {
    expect(
      billingContactInputSchema.safeParse({ email: 'a@example.com', description: '😀'.repeat(255) })
        .success,
    ).toBe(true);
  });

  it('does not send a blank description', () => {
    expect(billingContactInputSchema.parse({ email: 'a@example.com', description: '   ' })).toEqual(
      { email: 'a@example.com' },
    );
  });
});

describe('descriptionCharactersLeft', () => {
  it('counts down from 255 and goes negative past the limit', () => {
    expect(descriptionCharactersLeft('')).toBe(255);
    expect(descriptionCharactersLeft(undefined)).toBe(255);
    expect(descriptionCharactersLeft('Bookkeeping')).toBe(244);
    expect(descriptionCharactersLeft('x'.repeat(260))).toBe(-5);
  });

  it('agrees with the schema: valid exactly when nothing is over', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (description) => {
        const valid = billingContactInputSchema.safeParse({
          email: 'a@example.com',
          description,
        }).success;
        expect(valid).toBe(descriptionCharactersLeft(description) >= 0);
      }),
    );
  });
});

describe('cutDescription', () => {
  it('keeps at most 255 characters, never splitting one, and leaves shorter text alone', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' '), maxLength: 400 }),
        (description) => {
          const cut = cutDescription(description);
          expect(Array.from(cut).length).toBe(
            Math.min(Array.from(description).length, CONTACT_DESCRIPTION_MAX),
          );
          expect(description.startsWith(cut)).toBe(true);
          // A half emoji (lone surrogate) cannot be URI-encoded.
          expect(() => encodeURIComponent(cut)).not.toThrow();
        },
      ),
    );
  });
});
