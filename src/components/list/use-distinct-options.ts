import { useMemo } from 'react';
import { collatorFor } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-messages';

/**
 * A filter's options for values only the data knows (regions, database names): each value once,
 * in the language's order, labelled as it is. `value` must be stable (a module-level function).
 */
export function useDistinctOptions<T>(rows: readonly T[], value: (row: T) => string) {
  const { language } = useLanguage();
  return useMemo(
    () =>
      [...new Set(rows.map(value))]
        .sort(collatorFor(language, { numeric: true }).compare)
        .map((option) => ({ value: option, label: option })),
    [rows, value, language],
  );
}
