import { useMemo, useRef } from 'react';

/**
 * For dialogs that close when their request succeeds. useGuardedSubmit stops a second submit
 * while the first is in flight; this also stops one that lands after the success but before the
 * dialog has gone (a fast API and a double click), so nothing is ordered twice. `reopen()` arms
 * it again when the dialog opens anew.
 */
export function useSendOnce() {
  const sent = useRef(false);
  return useMemo(
    () => ({
      async send<T>(request: () => Promise<T>): Promise<{ result: T } | null> {
        if (sent.current) return null;
        const result = await request();
        sent.current = true;
        return { result };
      },
      reopen() {
        sent.current = false;
      },
    }),
    [],
  );
}
