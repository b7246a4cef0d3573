import { useEffect, useRef } from 'react';
import { focusableIn, focusFirstAvailable } from '../ui/focus-fallback';

/**
 * After "Next page" or "Previous page", focus goes to the table, whose caption names the list,
 * with its top in view. The pressed button would otherwise be left at the bottom, under rows
 * that were never seen, and on the last page "Next page" is disabled, which drops focus to the
 * page body. On the table a screen reader says the list's name and reads the new rows from the
 * first, which is what asking for the next page means; the pager is one Tab key away after them.
 */
export function useFocusNewPage<C extends HTMLElement = HTMLDivElement>(
  page: number | null,
  /** What holds a page's rows in the container: its table, or a list of choices. */
  rows = 'table',
) {
  const container = useRef<C>(null);
  const paged = useRef(false);
  useEffect(() => {
    // A page read from the server is null until it has come: focus waits for it.
    if (!paged.current || page === null) return;
    paged.current = false;
    const shown = focusableIn(container.current, rows);
    if (!shown) return;
    focusFirstAvailable([shown]);
    shown.scrollIntoView({ block: 'start' });
  }, [page, rows]);
  return {
    container,
    /** Called by the pager's buttons, so that only they move focus (not the address or a search). */
    paging: () => {
      paged.current = true;
    },
  };
}
