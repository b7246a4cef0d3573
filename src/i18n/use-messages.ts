import { useContext, useMemo } from 'react';
import { formattersFor } from './format';
import { LanguageContext } from './language-context';
import { makeTranslate, type Catalog, type Messages, type Translate } from './messages';

export function useLanguage() {
  return useContext(LanguageContext);
}

/** `t('key', { name })` for one module's catalog in the current language. */
export function useMessages<E extends Catalog>(messages: Messages<E>): Translate<E> {
  const { language } = useLanguage();
  return useMemo(() => makeTranslate(messages, language), [messages, language]);
}

export function useFormat() {
  const { language } = useLanguage();
  return formattersFor(language);
}
