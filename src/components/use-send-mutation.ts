import {
  onlineManager,
  useMutation,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { defineMessages } from '../i18n/messages';
import { useMessages } from '../i18n/use-messages';
import { noteSubject, type SubjectNote } from './journal/change-notes';
import { notify } from './toast/toast-store';

const cancelMessages = defineMessages({
  en: {
    cancelledSentTitle: 'Cancelled, but the change had already been sent',
    cancelledSentDetail:
      'The server may still make it. The page is read again; check it in a moment before you try again.',
  },
  sv: {
    cancelledSentTitle: 'Avbrutet, men ändringen var redan skickad',
    cancelledSentDetail:
      'Servern kan ändå genomföra den. Sidan läses in igen; kontrollera den om en stund innan du försöker igen.',
  },
});

/** What one send carries: its input and the signal that cancels it for good. */
interface Sent<I> {
  input: I;
  controller: AbortController;
}

export interface SendMutationOptions<O, I> {
  /** Pass `signal` to the fetcher: it reaches `fetch`, so Cancel stops a request under way. */
  mutationFn: (input: I, signal: AbortSignal) => Promise<O>;
  /** Changes on one subject run one after another (React Query's mutation scope). */
  scope: string;
  onSuccess?: (data: O, input: I) => unknown;
  onError?: (error: Error, input: I) => unknown;
  /** What the activity journal names as the change's subject: what the page knows, not the API. */
  journal?: (input: I) => SubjectNote;
}

export interface SendCallbacks<O> {
  onSuccess?: (data: O) => void;
}

/** Why a confirmed change has not gone yet: no connection, or another change on it is ahead. */
export type SendWaiting = 'offline' | 'queued' | null;

function findMutation<I>(client: QueryClient, sent: Sent<I>) {
  return client
    .getMutationCache()
    .getAll()
    .find((mutation: Mutation<unknown, Error, unknown>) => mutation.state.variables === sent);
}

/**
 * Drops a change that is still wanted by nobody. One that waits (offline, or queued behind
 * another change in its scope) leaves the cache, so React Query never resumes it, and its signal
 * is aborted, so it could not send even if something did. One already on the wire is aborted;
 * it may have reached the server (`'sent'`), so the caller reads the page again.
 */
function drop<I>(
  client: QueryClient,
  sent: Sent<I>,
  waitingOnly: boolean,
): 'none' | 'waiting' | 'sent' {
  const mutation = findMutation(client, sent);
  if (!mutation || mutation.state.status !== 'pending') return 'none';
  const waiting = mutation.state.isPaused;
  if (waitingOnly && !waiting) return 'none';
  sent.controller.abort();
  if (waiting) client.getMutationCache().remove(mutation);
  return waiting ? 'waiting' : 'sent';
}

/**
 * React Query never settles a paused mutation that leaves its cache, so a send dropped while it
 * waited would keep its caller (a submit guard, a confirm button) waiting for good: the promise
 * rejects with the abort instead.
 */
function settledOnDrop<O>(promise: Promise<O>, signal: AbortSignal): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const dropped = () => reject(signal.reason as Error);
    signal.addEventListener('abort', dropped, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', dropped));
  });
}

/**
 * A change (useMutation) that is sent only if still wanted: `cancel()` (and `reset()`, which also
 * forgets the outcome) stops it for good,
 * whether it waits for the connection, waits behind another change or is under way, and a change
 * still waiting when its component goes away is dropped too. `waiting` says why it has not gone.
 * Mutations never retry; the one send guard is ConfirmDialog's (or useGuardedSubmit in forms).
 */
export function useSendMutation<O, I = void>(options: SendMutationOptions<O, I>) {
  const client = useQueryClient();
  const t = useMessages(cancelMessages);
  const latest = useRef<Sent<I> | null>(null);
  const { mutationFn, onSuccess, onError, journal } = options;
  const mutation = useMutation<O, Error, Sent<I>>({
    mutationFn: ({ input, controller }) => {
      // A dropped change that something resumed anyway never reaches the network.
      controller.signal.throwIfAborted();
      if (journal) noteSubject(controller.signal, journal(input));
      return mutationFn(input, controller.signal);
    },
    scope: { id: options.scope },
    ...(onSuccess ? { onSuccess: (data: O, sent: Sent<I>) => onSuccess(data, sent.input) } : {}),
    ...(onError ? { onError: (error: Error, sent: Sent<I>) => onError(error, sent.input) } : {}),
  });
  const { mutateAsync: run, mutate: fire, reset: clear } = mutation;

  const start = useCallback((input: I): Sent<I> => {
    const sent = { input, controller: new AbortController() };
    latest.current = sent;
    return sent;
  }, []);
  const mutateAsync = useCallback(
    (input: I, callbacks?: SendCallbacks<O>) => {
      const sent = start(input);
      return settledOnDrop(run(sent, callbacks), sent.controller.signal);
    },
    [run, start],
  );
  const mutate = useCallback(
    (input: I, callbacks?: SendCallbacks<O>) => fire(start(input), callbacks),
    [fire, start],
  );
  /** Stops a send still under way or waiting; a settled outcome (an error to show) stays. */
  const cancel = useCallback(() => {
    const sent = latest.current;
    const dropped = sent === null ? 'none' : drop(client, sent, false);
    if (dropped === 'none') return;
    latest.current = null;
    clear();
    if (dropped !== 'sent') return;
    // Nothing can call a request back: the page is read again, and the user is told why.
    void client.invalidateQueries();
    notify({ kind: 'info', title: t('cancelledSentTitle'), description: t('cancelledSentDetail') });
  }, [client, clear, t]);
  /** Cancels like `cancel` and forgets the outcome too. */
  const reset = useCallback(() => {
    cancel();
    latest.current = null;
    clear();
  }, [cancel, clear]);

  useEffect(
    () => () => {
      if (latest.current) drop(client, latest.current, true);
    },
    [client],
  );

  const waiting: SendWaiting = mutation.isPaused
    ? onlineManager.isOnline()
      ? 'queued'
      : 'offline'
    : null;
  const { isPending, isSuccess, isError, error, data } = mutation;
  const variables = mutation.variables?.input;
  return useMemo(
    () => ({
      mutate,
      mutateAsync,
      cancel,
      reset,
      isPending,
      isSuccess,
      isError,
      error,
      data,
      variables,
      waiting,
    }),
    [
      mutate,
      mutateAsync,
      cancel,
      reset,
      isPending,
      isSuccess,
      isError,
      error,
      data,
      variables,
      waiting,
    ],
  );
}

export type SendMutation<O, I = void> = ReturnType<typeof useSendMutation<O, I>>;
