// @vitest-environment node
import { bilingualText, defineMessages, makeTranslate } from './messages';

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

  it('shows a bidi control in a value as a marker, so a name cannot reorder the sentence', () => {
    const en = makeTranslate(
      defineMessages({ en: { title: 'Shut down {name}' }, sv: { title: 'Stäng av {name}' } }),
      'en',
    );
    expect(en('title', { name: 'invoice\u202Egnp.exe' })).toBe('Shut down invoice[U+202E]gnp.exe');
    expect(bilingualText(en.both('title', { name: 'a\u2067b' }), 'sv')).toBe('Stäng av a[U+2067]b');
  });

  it('stores both languages with the name kept apart, so a page can show it as a name', () => {
    const en = makeTranslate(
      defineMessages({ en: { title: 'Shut down {name}' }, sv: { title: 'Stäng av {name}' } }),
      'en',
    );
    const stored = en.both('title', { name: 'shop-frontend-02' });
    expect(stored).toEqual({
      en: 'Shut down {name}',
      sv: 'Stäng av {name}',
      params: { name: 'shop-frontend-02' },
    });
    // What an older panel stored: the text written out, with nothing kept apart.
    expect(bilingualText({ en: 'Shut down web-01', sv: 'Stäng av web-01' }, 'sv')).toBe(
      'Stäng av web-01',
    );
  });
});
