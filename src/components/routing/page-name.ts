import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page says what it shows (a domain's name, a server's name), so the shell can name it
 * in the breadcrumbs and the tab's title once it is loaded. Outside the shell nobody listens.
 */
export const PageNameContext = createContext<(name: string) => () => void>(() => () => {});

/** Reports `name` as the name of the page's subject while the caller is mounted. */
export function useReportPageName(name: string) {
  const report = useContext(PageNameContext);
  useEffect(() => report(name), [report, name]);
}
