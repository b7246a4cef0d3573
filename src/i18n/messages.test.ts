// @vitest-environment node
import { defineMessages, makeTranslate } from './messages';

const messages = defineMessages({
  en: { status_active: 'Active', ttlMin: 'At least {min} seconds.' },
  sv: { status_active: 'Aktiv', ttlMin: 'Minst {min} sekunder.' },
});

describe('translate', () => {
  const t = makeTranslate(messages, 'sv');

  it('translates a known key and falls back to the given text for an unknown one', () => {
    expect(t.or('status_active', 'active')).toBe('Aktiv');
    expect(t.or('status_archived', 'archived')).toBe('archived');
    expect(t.or('ttlMin', '?', { min: 60 })).toBe('Minst 60 sekunder.');
  });

  it('shows a message that may be a key, or readable text, or nothing', () => {
    expect(t.message('ttlMin', { min: 60 })).toBe('Minst 60 sekunder.');
    expect(t.message('Too small: expected number to be >=60')).toBe(
      'Too small: expected number to be >=60',
    );
    expect(t.message(undefined)).toBeUndefined();
  });
});
