import type { ReactNode } from 'react';

/** What a toast says. */
export interface Notice {
  kind: 'success' | 'error' | 'info';
  title: ReactNode;
  description?: ReactNode;
  /**
   * It holds something to act on (a link to the result): it stays until closed, as a keyboard
   * or screen-reader user may not reach it before a timer ends (WCAG 2.2.1).
   */
  actionable?: boolean;
  /**
   * A later notice with the same key takes this one's place, so a change that started and then
   * ended shows only its end ("started" never stays beside "done").
   */
  key?: string;
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
