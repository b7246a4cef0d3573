import { createElement, Fragment, type ReactNode } from 'react';
import { revealBidiControls } from '../lib/bidi';
import type { Language } from '../lib/language';

export { languages, type Language } from '../lib/language';

export type Catalog = Record<string, string>;
export type Params = Record<string, string | number>;

/**
 * Both languages' text, for things stored and shown later (operation titles): each language's
 * template, with the values for its places kept apart in `params` so a page can still show a name
 * from the server as a name (`StoredText`). Without `params`, each language's text is final.
 */
export type Bilingual = Record<Language, string> & { params?: Params };

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

const QUOTE_MARKS = '“”„‘’«»"\'';

/**
 * An element with the quotation marks written around it in the message, on one line with it:
 * the browser would otherwise break at the element's edge and leave a mark on a line of its own
 * (Kontonyckel ”anna@laptop” as ”, anna@laptop, ” on a phone).
 */
function quoted(before: string, value: ReactNode, after: string): ReactNode {
  if (before === '' && after === '') return value;
  return createElement('span', { className: 'whitespace-nowrap' }, before, value, after);
}

/**
 * `template` with each `{name}` replaced by its value, which may be an element; unknown ones stay.
 * A text value's bidi controls are shown as markers, as `interpolate` shows them.
 */
export function interpolateRich(template: string, params: RichParams): ReactNode {
  // Split on a capture group: even indices are text, odd ones the names between braces.
  const parts = template.split(/\{(\w+)\}/);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    if (index % 2 === 0) {
      nodes.push(part);
      continue;
    }
    const value = part in params ? params[part] : `{${part}}`;
    if (typeof value === 'string' || typeof value === 'number') {
      nodes.push(revealBidiControls(String(value)));
      continue;
    }
    const text = String(nodes.pop() ?? '');
    const next = parts[index + 1] ?? '';
    const isMark = (char: string) => char !== '' && QUOTE_MARKS.includes(char);
    const before = isMark(text.slice(-1)) ? text.slice(-1) : '';
    const after = isMark(next.slice(0, 1)) ? next.slice(0, 1) : '';
    nodes.push(text.slice(0, text.length - before.length), quoted(before, value, after));
    parts[index + 1] = next.slice(after.length);
  }
  return createElement(Fragment, null, ...nodes);
}

/** Stored text in `language`, as text: for a label, a notification or the document's title. */
export function bilingualText(text: Bilingual, language: Language): string {
  return interpolate(text[language], text.params);
}

export type Translate<E extends Catalog> = ((key: keyof E & string, params?: Params) => string) & {
  /** The message in both languages, to store and show later (`bilingualText`, `StoredText`). */
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
      en: messages.en[key] ?? key,
      sv: (messages.sv as Catalog)[key] ?? key,
      ...(params && { params }),
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
