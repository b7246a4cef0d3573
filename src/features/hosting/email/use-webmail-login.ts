import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createWebmailLogin } from '../../../api/hosting/email';
import { useSendMutation } from '../../../components/use-send-mutation';
import { hostingName } from '../hosting-name';
import { openInNewTab, preopenLoginWindow, safeLoginUrl, type LoginWindow } from './login-window';

/** How long a link waiting for a second click is kept, at most (the server's expiry may be sooner). */
const HELD_LINK_MS = 60_000;

type Outcome = { address: string; result: 'opened' | 'blocked' };

/**
 * Webmail sign-in: the one-time link is fetched on click and goes straight into the tab opened
 * by that click. It is never returned as mutation data, rendered, stored or logged; only when
 * the browser blocked the tab is it held in memory for one more click, briefly. A click is sent
 * once (a second click while one is on its way does nothing), and one still waiting for the
 * connection when the user leaves is dropped rather than opening a tab later.
 */
export function useWebmailLogin(accountId: string) {
  const queryClient = useQueryClient();
  const target = useRef<LoginWindow | null>(null);
  const held = useRef<{ url: string; until: number } | null>(null);
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mutation = useSendMutation<Outcome['result'], string>({
    mutationFn: async (address, signal) => {
      const tab = target.current;
      target.current = null;
      try {
        const link = await createWebmailLogin(accountId, address, signal);
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
    scope: `hosting:${accountId}:webmail`,
    journal: () => ({ name: hostingName(queryClient, accountId) }),
    onSuccess: (result, address) => setOutcome({ address, result }),
  });

  // A tab opened for a click whose link never came (dropped while waiting) is not left blank.
  useEffect(() => () => target.current?.close(), []);

  return {
    open: (address: string) => {
      if (sending.current) return;
      sending.current = true;
      held.current = null;
      setOutcome(null);
      target.current = preopenLoginWindow();
      mutation
        .mutateAsync(address)
        .catch(() => undefined) // shown through `error`
        .finally(() => {
          sending.current = false;
        });
    },
    /** Drops a click still waiting for the connection: nothing is sent, its blank tab closes. */
    cancel: () => {
      mutation.cancel();
      target.current?.close();
      target.current = null;
      sending.current = false;
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
    waiting: mutation.waiting,
    outcome,
  };
}
