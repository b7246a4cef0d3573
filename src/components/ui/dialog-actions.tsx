import type { ReactNode } from 'react';

/**
 * A dialog's or form's buttons: Cancel (or Close) first and the main action last, on the right,
 * as in every dialog of the panel. Each keeps its own height, so a button with its reason under
 * it (a gate, a permission the key lacks) does not stretch the others beside it.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-start justify-end gap-2">{children}</div>;
}
