import type { ReactNode } from 'react';

/** What a toast says; `link` lets it point at where the result can be seen. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
}

type Show = (notice: Notice) => void;

let show: Show | undefined;
const waiting: Notice[] = [];

/**
 * Shows a toast. The toaster is a lazy chunk mounted by the shell; notices given before it is
 * there wait for it, so none is lost to the race between a fast result and a slow chunk.
 */
export function notify(notice: Notice): void {
  if (show) show(notice);
  else waiting.push(notice);
}

/** Called by the mounted toaster; hands it what came before it. */
export function attachToaster(next: Show): () => void {
  show = next;
  for (const notice of waiting.splice(0)) next(notice);
  return () => {
    if (show === next) show = undefined;
  };
}
