import { useCallback } from 'react';
import type { ActionGate } from '../api/core/common';
import type { Messages } from '../i18n/messages';
import { useMessages } from '../i18n/use-messages';
import { useServerWords } from './server-words';

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

/**
 * Why a closed gate is closed, for text beside a control rather than on a button: the area's
 * words for its code, else the server's reason (marked as the server's on a Swedish page), else
 * null.
 */
export function useGateWords<E extends Record<string, string>>(
  catalog: Messages<E>,
): (gate: Pick<ActionGate, 'code' | 'reason'>) => string | null {
  const known = useAreaWords(catalog);
  const serverWords = useServerWords();
  return useCallback(
    (gate) => serverWords(gate.code ? known(gate.code) : undefined, gate.reason),
    [known, serverWords],
  );
}
