import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation (not on the first load), says the new page's title to screen readers and
 * moves focus to the main region, so the next Tab starts in the page rather than the old link;
 * an open dialog keeps focus.
 */
export function useRouteAnnouncement(title: string, main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const announcedPath = useRef<string | null>(null);
  useEffect(() => {
    const previous = announcedPath.current;
    announcedPath.current = pathname;
    // The title follows the page's name as it loads; only a new address is announced.
    if (previous === null || previous === pathname) return;
    setAnnouncement(title);
    // A dialog opened while the page was on its way (the finder, already typed into) keeps the
    // keyboard. A modal makes the page inert anyway; this does not depend on the browser for it.
    if (document.querySelector('dialog[open]')) return;
    // A link to a section scrolls there itself (useScrollToFragment).
    main.current?.focus({ preventScroll: hash !== '' });
  }, [pathname, hash, title, main]);
  return announcement;
}
