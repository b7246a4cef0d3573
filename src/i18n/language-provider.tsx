import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { z } from '../api/z';
import en from 'zod/v4/locales/en.js';
import sv from 'zod/v4/locales/sv.js';
import { readPreference, writePreference } from '../lib/preferences';
import { LanguageContext } from './language-context';
import { languages, type Language } from './messages';

export function initialLanguage(): Language {
  const stored = readPreference('language');
  if (stored && (languages as readonly string[]).includes(stored)) return stored as Language;
  return globalThis.navigator?.language?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

/** zod's own messages (too short, not a number…) follow the panel's language too. */
function applyValidationLocale(language: Language) {
  z.config(language === 'sv' ? sv() : en());
}

export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  applyValidationLocale(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((next: Language) => {
    writePreference('language', next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
