import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setValidationLanguage } from '../lib/validation-language';
import { readPreference, writePreference } from '../lib/preferences';
import { LanguageContext } from './language-context';
import { languages, type Language } from './messages';

export function initialLanguage(): Language {
  const stored = readPreference('language');
  if (stored && (languages as readonly string[]).includes(stored)) return stored as Language;
  return globalThis.navigator?.language?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

export function LanguageProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(() => initial ?? initialLanguage());
  useEffect(() => {
    document.documentElement.lang = language;
    setValidationLanguage(language);
  }, [language]);
  const setLanguage = useCallback((next: Language) => {
    writePreference('language', next);
    setLanguageState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
