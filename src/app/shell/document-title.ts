import { createContext, useContext, useEffect } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { appMessages } from '../messages';

/** Inside the shell, a page's own title (an error page's) replaces the name its route gives. */
export const TitleOverrideContext = createContext<((page: string) => () => void) | null>(null);

/** "nordlys.se · Domains · Control panel": the parts from the most specific, repeats dropped. */
export function composeTitle(parts: readonly string[], product: string): string {
  const kept = parts.filter((part, index) => part !== '' && part !== parts[index - 1]);
  return [...kept, product].join(' · ');
}

/**
 * The tab's title for a breadcrumb trail (Home first): the page, then the steps above it up to
 * its area; Home is named only on Home itself. An error page's own title takes the page's place.
 */
export function trailTitle(labels: readonly string[], product: string, override?: string | null) {
  const upwards = [...labels].reverse();
  const parts = upwards.length > 1 ? upwards.slice(0, -1) : upwards;
  const shown = override ? [override, ...parts.slice(parts.length > 1 ? 1 : 0)] : parts;
  return composeTitle(shown, product);
}

/**
 * Names the page in the tab's title in the current language. Inside the shell the area stays
 * beside it ("This part … could not be shown · Domains · Control panel").
 */
export function useDocumentTitle(page: string) {
  const override = useContext(TitleOverrideContext);
  const product = useMessages(appMessages)('productName');
  useEffect(() => {
    if (override) return override(page);
    document.title = composeTitle([page], product);
  }, [override, page, product]);
}
