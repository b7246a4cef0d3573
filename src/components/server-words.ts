import { useCallback } from 'react';
import { useFormat, useLanguage, useMessages } from '../i18n/use-messages';
import { commonMessages } from './messages';
import { asServerText } from './as-server-text';

// A date (2027-03-01) or a timestamp (2026-09-05T07:03:00.000Z) standing alone in server text.
const ISO_DATE =
  /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?\b/g;

/**
 * The panel's own words for what the server says by code, and the server's text, marked as such
 * in Swedish and with its ISO dates in the panel's format, for what the panel does not know.
 * `known` is the area's wording of the code (`undefined` when the area has none).
 */
export function useServerWords() {
  const t = useMessages(commonMessages);
  const format = useFormat();
  const { language } = useLanguage();
  return useCallback(
    (
      known: string | undefined,
      serverText: string | null | undefined,
      // Off where the text's place already says it is the server's (a list under such a heading).
      { marked = true }: { marked?: boolean } = {},
    ): string | null => {
      if (known !== undefined) return known;
      if (!serverText) return null;
      const dated = serverText.replace(ISO_DATE, (iso) =>
        iso.length === 10 ? format.date(`${iso}T12:00:00Z`) : format.dateTime(iso),
      );
      return marked ? asServerText(dated, language, t) : dated;
    },
    [t, format, language],
  );
}
