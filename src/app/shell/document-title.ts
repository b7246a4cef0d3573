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
