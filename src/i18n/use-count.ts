import { useMemo } from 'react';
import { cachedPerLanguage, formattersFor } from './format';
import {
  bilingualText,
  type Bilingual,
  type Catalog,
  type Language,
  type Params,
  type Translate,
} from './messages';
import { useLanguage } from './use-messages';

const pluralRules = cachedPerLanguage(
  (locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);

/** The `base` of every pair `base_one` and `base_other` in a catalog. */
export type CountedKey<E extends Catalog> = {
  [K in keyof E & string]: K extends `${infer Base}_one`
    ? `${Base}_other` extends keyof E
      ? Base
      : never
    : never;
}[keyof E & string];

/**
 * `count('recordCount', 3)`: the catalog's `recordCount_one` or `recordCount_other`, as the page
 * language's plural rules pick for the number, with `{count}` written in its digits.
 */
export function useCount<E extends Catalog>(t: Translate<E>) {
  const { language } = useLanguage();
  return useMemo(
    () => (key: CountedKey<E>, count: number, params?: Params) =>
      t(`${key}_${pluralForm(language, count)}`, {
        count: formattersFor(language).number(count),
        ...params,
      }),
    [t, language],
  );
}

/** Which of a pair `_one` / `_other` the language's plural rules pick for `count`. */
const pluralForm = (language: Language, count: number) =>
  pluralRules(language, {}).select(count) === 'one' ? 'one' : 'other';

/**
 * `countBoth(t, 'opTitle', 3)`: what `useCount` writes, in both languages at once (for text stored
 * and shown later, as `t.both` is): each language picks its own plural form and writes its digits.
 */
export function countBoth<E extends Catalog>(
  t: Translate<E>,
  key: CountedKey<E>,
  count: number,
  params?: Params,
): Bilingual {
  // Each language has its own plural form and digits, so the text is written out here.
  const written = (language: Language) =>
    bilingualText(
      t.both(`${key}_${pluralForm(language, count)}`, {
        count: formattersFor(language).number(count),
        ...params,
      }),
      language,
    );
  return { en: written('en'), sv: written('sv') };
}
