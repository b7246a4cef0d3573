import { useEffect, useRef } from 'react';
import { focusFirstAvailable } from '../ui/focus-fallback';

/**
 * After "Next page" or "Previous page", focus goes to the table, whose caption names the list,
 * with its top in view. The pressed button would otherwise be left at the bottom, under rows
 * that were never seen, and on the last page "Next page" is disabled, which drops focus to the
 * page body. On the table a screen reader says the list's name and reads the new rows from the
 * first, which is what asking for the next page means; the pager is one Tab key away after them.
 */
export function useFocusNewPage(page: number) {
  const container = useRef<HTMLDivElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    const table = container.current?.querySelector('table');
    if (!table) return;
    table.setAttribute('tabindex', '-1');
    focusFirstAvailable([table]);
    table.scrollIntoView({ block: 'start' });
  }, [page]);
  return {
    container,
    /** Called by the pager's buttons, so that only they move focus (not the address or a search). */
    paging: () => {
      paged.current = true;
    },
  };
}
