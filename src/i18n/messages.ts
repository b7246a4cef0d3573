import type { Language } from '../lib/language';

export { languages, type Language } from '../lib/language';

export type Catalog = Record<string, string>;
export type Params = Record<string, string | number>;

/** Both languages' text, for things stored and shown later (operation titles). */
export type Bilingual = Record<Language, string>;

/**
 * A module's strings in both languages. The Swedish catalog must have exactly the English keys,
 * so a missing translation is a type error.
 */
export function defineMessages<const E extends Catalog>(catalog: {
  en: E;
  sv: { [K in keyof E]: string };
}) {
  return catalog;
}

export type Messages<E extends Catalog> = { en: E; sv: { [K in keyof E]: string } };

export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export type Translate<E extends Catalog> = ((key: keyof E & string, params?: Params) => string) & {
  both: (key: keyof E & string, params?: Params) => Bilingual;
  has: (key: string) => key is keyof E & string;
  /** The translation of `key` when this catalog has it, otherwise `fallback` as it is. */
  or: (key: string, fallback: string, params?: Params) => string;
  /**
   * A message that may be one of this catalog's keys (request schemas carry keys for their own
   * rules) or text that is already readable (zod's own messages, server text): shown either way.
   */
  message: (text: string | undefined, params?: Params) => string | undefined;
};

export function makeTranslate<E extends Catalog>(
  messages: Messages<E>,
  language: Language,
): Translate<E> {
  const catalog: Catalog = messages[language];
  const t = (key: keyof E & string, params?: Params) => interpolate(catalog[key] ?? key, params);
  return Object.assign(t, {
    both: (key: keyof E & string, params?: Params): Bilingual => ({
      en: interpolate(messages.en[key] ?? key, params),
      sv: interpolate((messages.sv as Catalog)[key] ?? key, params),
    }),
    has: (key: string): key is keyof E & string => key in catalog,
    or: (key: string, fallback: string, params?: Params) =>
      key in catalog ? interpolate(catalog[key] ?? key, params) : fallback,
    message: (text: string | undefined, params?: Params) =>
      text && text in catalog ? interpolate(catalog[text] ?? text, params) : text,
  });
}
