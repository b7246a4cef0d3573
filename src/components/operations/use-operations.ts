import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Operation } from '../../api/core/common';
import { isTerminal } from '../../api/core/operation-status';
import type { Bilingual } from '../../i18n/messages';
import { operationsStore, type OperationRecord } from './operations-store';

export function useOperationRecords(): OperationRecord[] {
  return useSyncExternalStore(
    operationsStore.subscribe,
    operationsStore.getSnapshot,
    operationsStore.getSnapshot,
  );
}

export function isRunning(record: Pick<OperationRecord, 'status'>): boolean {
  return !isTerminal(record.status);
}

/** This scope's operations, newest first, and whether one is still running. */
export function useScopeOperations(scope: string) {
  const records = useOperationRecords();
  const mine = records.filter((record) => record.scope === scope);
  return { records: mine, running: mine.some(isRunning) };
}

export interface TrackInput {
  operation: Operation;
  scope: string;
  href: string;
  title: Bilingual;
  invalidate: (readonly unknown[])[];
}

/**
 * Starts tracking a 202 envelope. An envelope that is already terminal (a 200 that finished in
 * the request) is recorded as finished and its data refreshed at once.
 */
export function useTrackOperation() {
  const queryClient = useQueryClient();
  return useCallback(
    (input: TrackInput) => {
      const { operation } = input;
      operationsStore.add({
        jobId: operation.jobId,
        pollUrl: operation.pollUrl ?? null,
        scope: input.scope,
        href: input.href,
        title: input.title,
        startedAt: Date.now(),
        status: operation.status,
        progress: operation.progress ?? null,
        error: null,
        invalidate: input.invalidate,
      });
      if (isTerminal(operation.status)) {
        for (const queryKey of input.invalidate) void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}
