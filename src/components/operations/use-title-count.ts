import { useEffect } from 'react';

const PREFIX = /^\(\d+\) /;

function apply(count: number) {
  const base = document.title.replace(PREFIX, '');
  const next = count > 0 ? `(${count}) ${base}` : base;
  if (document.title !== next) document.title = next;
}

/**
 * Prefixes the tab's title with "(n) " while n operations run, whatever title the page sets:
 * a page changing its title is prefixed again, and the prefix goes when nothing runs.
 */
export function useTitleCount(count: number) {
  useEffect(() => {
    apply(count);
    if (count === 0) return;
    // Pages set their own titles (React's <title>, or document.title): put the prefix back.
    const observer = new MutationObserver(() => apply(count));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      apply(0);
    };
  }, [count]);
}
