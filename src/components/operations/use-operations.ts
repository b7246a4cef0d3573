import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Operation } from '../../api/core/common';
import { isTerminal } from '../../api/core/operation-status';
import { isSafePollUrl } from '../../api/core/url';
import type { Bilingual } from '../../i18n/messages';
import { holdsBack, isFollowed } from './follow';
import { operationsStore, type OperationRecord } from './operations-store';

export function useOperationRecords(): OperationRecord[] {
  return useSyncExternalStore(
    operationsStore.subscribe,
    operationsStore.getSnapshot,
    operationsStore.getSnapshot,
  );
}

/** Not ended, and the panel still follows it. */
export const isRunning = isFollowed;

/**
 * This scope's operations, newest first, and whether one of them holds the scope's actions
 * back (a job the panel follows and understands; otherwise the server's gates decide).
 */
export function useScopeOperations(scope: string) {
  const records = useOperationRecords();
  const mine = records.filter((record) => record.scope === scope);
  return { records: mine, running: mine.some(holdsBack) };
}

/**
 * The status the operations store holds for one job (`completed`, `failed`, …; undefined when it
 * holds none): what the server last said, so "failed" only ever means the server failed it.
 */
export function useJobStatus(jobId: string | null): string | undefined {
  const records = useOperationRecords();
  return jobId === null ? undefined : records.find((record) => record.jobId === jobId)?.status;
}

export interface TrackInput {
  operation: Operation;
  scope: string;
  href: string;
  title: Bilingual;
  invalidate: (readonly unknown[])[];
  resources?: string[];
  endLink?: OperationRecord['endLink'];
  retry?: OperationRecord['retry'];
}

/**
 * Starts tracking a 202 envelope. An envelope that is already terminal (a 200 that finished in
 * the request) is recorded as finished and its data refreshed at once; so is one the panel
 * cannot follow, so the server's gates show where things stand.
 */
export function useTrackOperation() {
  const queryClient = useQueryClient();
  return useCallback(
    (input: TrackInput) => {
      const { operation } = input;
      const pollUrl = operation.pollUrl ?? null;
      const followable = pollUrl !== null && isSafePollUrl(pollUrl);
      const terminal = isTerminal(operation.status);
      const startedAt = Date.now();
      operationsStore.add({
        jobId: operation.jobId,
        pollUrl,
        scope: input.scope,
        href: input.href,
        title: input.title,
        startedAt,
        status: operation.status,
        progress: operation.progress ?? null,
        error: null,
        invalidate: input.invalidate,
        // A job the panel cannot follow is not failed: the server's own state tells the rest.
        halt: terminal || followable ? null : 'unfollowable',
        unknownPolls: 0,
        checkedAt: startedAt,
        resumed: false,
        resources: input.resources ?? [],
        endLink: input.endLink ?? null,
        endHref: null,
        retry: input.retry ?? null,
      });
      if (terminal || !followable) {
        for (const queryKey of input.invalidate) void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}
