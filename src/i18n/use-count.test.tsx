import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LanguageProvider } from './language-provider';
import { defineMessages, makeTranslate, type Language } from './messages';
import { countBoth, useCount } from './use-count';
import { useMessages } from './use-messages';

const messages = defineMessages({
  en: { rows_one: '1 row to {file}', rows_other: '{count} rows to {file}' },
  sv: { rows_one: '1 rad till {file}', rows_other: '{count} rader till {file}' },
});

function counted(language: Language) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider initial={language}>{children}</LanguageProvider>
  );
  return renderHook(() => useCount(useMessages(messages)), { wrapper }).result.current;
}

describe('useCount', () => {
  it('picks the form for one only for exactly one, and writes the count in the page’s digits', () => {
    const en = counted('en');
    expect(en('rows', 1, { file: 'a.csv' })).toBe('1 row to a.csv');
    expect(en('rows', 0, { file: 'a.csv' })).toBe('0 rows to a.csv');
    expect(en('rows', 2500, { file: 'a.csv' })).toBe('2,500 rows to a.csv');
    const sv = counted('sv');
    expect(sv('rows', 1, { file: 'a.csv' })).toBe('1 rad till a.csv');
    expect(sv('rows', 2500, { file: 'a.csv' })).toBe('2\u00a0500 rader till a.csv');
  });
});

describe('countBoth', () => {
  it('writes each language with its own plural form and digits, for text stored for later', () => {
    const t = makeTranslate(messages, 'en');
    expect(countBoth(t, 'rows', 1, { file: 'a.csv' })).toEqual({
      en: '1 row to a.csv',
      sv: '1 rad till a.csv',
    });
    expect(countBoth(t, 'rows', 2500, { file: 'a.csv' })).toEqual({
      en: '2,500 rows to a.csv',
      sv: '2\u00a0500 rader till a.csv',
    });
  });
});
