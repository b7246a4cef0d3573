// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { revealBidiControls } from './bidi';

describe('revealBidiControls', () => {
  it('shows an override as a marker, so the name reads in the order it was stored', () => {
    expect(revealBidiControls('invoice\u202Egnp.exe')).toBe('invoice[U+202E]gnp.exe');
  });

  it('marks every embedding, override and isolate control and nothing else', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(revealBidiControls(`a${controls}b`)).toBe(
      'a[U+202A][U+202B][U+202C][U+202D][U+202E][U+2066][U+2067][U+2068][U+2069]b',
    );
    // Hebrew, Arabic and the implicit marks are text, not disguise: left as they are.
    expect(revealBidiControls('שלום مرحبا a\u200Fb\u200Ec')).toBe('שלום مرحبا a\u200Fb\u200Ec');
  });
});
