import { useMemo } from 'react';
import { cachedPerLanguage, formattersFor } from './format';
import type { Catalog, Params, Translate } from './messages';
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
  return useMemo(() => {
    const rules = pluralRules(language, {});
    const { number } = formattersFor(language);
    return (key: CountedKey<E>, count: number, params?: Params) =>
      t(`${key}_${rules.select(count) === 'one' ? 'one' : 'other'}`, {
        count: number(count),
        ...params,
      });
  }, [t, language]);
}
