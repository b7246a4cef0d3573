import { useCallback } from 'react';
import type { Messages } from '../i18n/messages';
import { useMessages } from '../i18n/use-messages';

/**
 * An area's wording of server codes (gate reasons, statuses, notes) as a lookup: the text for a
 * code the catalog has, `undefined` for one it does not (the server's text is shown then).
 */
export function useAreaWords<E extends Record<string, string>>(
  catalog: Messages<E>,
): (code: string) => string | undefined {
  const t = useMessages(catalog);
  return useCallback((code: string) => (t.has(code) ? t(code) : undefined), [t]);
}
