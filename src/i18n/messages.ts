import { createElement, Fragment, type ReactNode } from 'react';
import { revealBidiControls } from '../lib/bidi';
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

/**
 * `template` with each `{name}` replaced by its value. A value's bidi controls are shown as
 * markers, not obeyed: a server's name in a toast, an operation's title or a command's label
 * cannot reorder the words around it ("Shut down invoice[U+202E]gnp.exe", never "…exe.png").
 */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? revealBidiControls(String(params[name])) : match,
  );
}

/** Values for `rich`: text, or an element in its place (a name shown as `InlineName`). */
export type RichParams = Record<string, ReactNode>;

/** `template` with each `{name}` replaced by its value, which may be an element; unknown ones stay. */
export function interpolateRich(template: string, params: RichParams): ReactNode {
  // Split on a capture group: even indices are text, odd ones the names between braces.
  const parts = template.split(/\{(\w+)\}/);
  const nodes = parts.map((part, index) =>
    index % 2 === 0 ? part : part in params ? params[part] : `{${part}}`,
  );
  return createElement(Fragment, null, ...nodes);
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
  /**
   * The message as something to render, its places filled with elements: for a name from the
   * server inside a sentence, which must stay isolated and whole (`InlineName`). Attributes and
   * stored titles need text, and take `t(key, params)`.
   */
  rich: (key: keyof E & string, params: RichParams) => ReactNode;
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
    rich: (key: keyof E & string, params: RichParams) =>
      interpolateRich(catalog[key] ?? key, params),
  });
}
