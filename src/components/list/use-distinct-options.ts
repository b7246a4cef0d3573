import { useMemo } from 'react';
import { collatorFor } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-messages';

/**
 * A filter's options for values only the data knows (regions, database names): each value once,
 * in the language's order, labelled as it is. `value` must be stable (a module-level function).
 * `wanted`, the filter's value from the URL, is always an option: a link may name a value no row
 * has (any more), and the select would otherwise show "All" over a list that says nothing matches.
 */
export function useDistinctOptions<T>(
  rows: readonly T[],
  value: (row: T) => string,
  wanted?: string,
) {
  const { language } = useLanguage();
  return useMemo(
    () =>
      [...new Set([...rows.map(value), ...(wanted ? [wanted] : [])])]
        .sort(collatorFor(language, { numeric: true }).compare)
        .map((option) => ({ value: option, label: option })),
    [rows, value, language, wanted],
  );
}
