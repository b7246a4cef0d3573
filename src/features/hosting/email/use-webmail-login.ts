import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createWebmailLogin } from '../../../api/hosting/email';
import { openInNewTab, preopenLoginWindow, safeLoginUrl, type LoginWindow } from './login-window';

/** How long a link waiting for a second click is kept, at most (the server's expiry may be sooner). */
const HELD_LINK_MS = 60_000;

type Outcome = { address: string; result: 'opened' | 'blocked' };

/**
 * Webmail sign-in: the one-time link is fetched on click and goes straight into the tab opened
 * by that click. It is never returned as mutation data, rendered, stored or logged; only when
 * the browser blocked the tab is it held in memory for one more click, briefly.
 */
export function useWebmailLogin(accountId: string) {
  const target = useRef<LoginWindow | null>(null);
  const held = useRef<{ url: string; until: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useMutation({
    mutationFn: async (address: string): Promise<Outcome['result']> => {
      const tab = target.current;
      target.current = null;
      try {
        const link = await createWebmailLogin(accountId, address);
        const url = safeLoginUrl(link.loginUrl);
        if (tab && !tab.closed) {
          tab.location.replace(url);
          return 'opened';
        }
        const expiresAt = link.expiresAt ? Date.parse(link.expiresAt) : Number.NaN;
        held.current = {
          url,
          until: Math.min(
            Date.now() + HELD_LINK_MS,
            Number.isNaN(expiresAt) ? Infinity : expiresAt,
          ),
        };
        return 'blocked';
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    scope: { id: `hosting:${accountId}:webmail` },
    gcTime: 0,
    onSuccess: (result, address) => setOutcome({ address, result }),
  });

  return {
    open: (address: string) => {
      if (mutation.isPending) return;
      held.current = null;
      setOutcome(null);
      target.current = preopenLoginWindow();
      mutation.mutate(address);
    },
    openHeld: () => {
      const link = held.current;
      held.current = null;
      if (link && Date.now() < link.until) openInNewTab(link.url);
      setOutcome(null);
      mutation.reset();
    },
    pendingAddress: mutation.isPending ? mutation.variables : null,
    failedAddress: mutation.isError ? mutation.variables : null,
    error: mutation.error,
    outcome,
  };
}
