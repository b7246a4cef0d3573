import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useLanguage, useMessages } from '../../../i18n/use-messages';
import { hostingHref } from '../hosting-scope';
import { hostingMessages } from '../messages';

const sections = [
  { path: undefined, label: 'tab_overview' },
  { path: 'ssh-keys', label: 'tab_sshKeys' },
  { path: 'email', label: 'tab_email' },
  { path: 'mail-settings', label: 'tab_mailSettings' },
  { path: 'databases', label: 'tab_databases' },
] as const;

// The focus ring is drawn inside the tab: the row scrolls, and a scroller clips what lies outside.
const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-offset-[-2px] ${
    isActive
      ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-200'
      : 'border-transparent text-slate-700 hover:border-slate-400 dark:text-slate-200'
  }`;

/**
 * Scrolls the row, and only the row (scrollIntoView could move the page too), until `link` is
 * wholly in view. A browser scrolls to a focused link only when the link is wholly out of view.
 */
function reveal(list: HTMLElement, link: HTMLElement) {
  const start = link.offsetLeft - list.offsetLeft;
  const end = start + link.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

/**
 * The account's sections as links (each has its own address); the current one is marked. On a
 * narrow screen they stay one row under one line, which scrolls sideways, with the current
 * section brought into view, rather than wrapping into rows the underline no longer matches.
 */
export function AccountNav({ accountId }: { accountId: string }) {
  const t = useMessages(hostingMessages);
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const { language } = useLanguage();
  // Again when the language changes: the sections' names, and so their places, change with it.
  useLayoutEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) reveal(list, current);
  }, [pathname, language]);
  return (
    <nav
      aria-label={t('sectionsLabel')}
      className="mb-6 border-b border-slate-200 dark:border-slate-700"
    >
      <ul
        ref={row}
        onFocus={(event) => {
          // Keyboard focus only: a click's focus comes on the press, and moving the link away
          // under the pointer before the release would lose the click.
          const link = event.target;
          if (link instanceof HTMLElement && link.matches(':focus-visible'))
            reveal(event.currentTarget, link);
        }}
        className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:thin]"
      >
        {sections.map((section) => (
          <li key={section.label} className="shrink-0">
            <NavLink to={hostingHref(accountId, section.path)} end className={linkClasses}>
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
