import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDnsRecord, deleteDnsRecord, dnsKeys, updateDnsRecord } from '../../../api/dns/dns';
import { applyPlan, type LineState } from './apply-plan';
import type { DiffLine } from './zone-diff';

function sendLine(zoneId: string, line: DiffLine, signal: AbortSignal): Promise<unknown> {
  switch (line.kind) {
    case 'create':
      return createDnsRecord(zoneId, line.after, signal);
    case 'change':
      return updateDnsRecord(zoneId, line.before.id, line.after, signal);
    case 'delete':
      return deleteDnsRecord(zoneId, line.before.id, signal);
    case 'unchanged':
      return Promise.resolve();
  }
}

/** Applies lines record by record; a line that succeeded is never sent again. */
export function useApplyLines(zoneId: string) {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<ReadonlyMap<string, LineState>>(new Map());
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const run = useCallback(
    async (lines: readonly DiffLine[]) => {
      if (controller.current) return;
      controller.current = new AbortController();
      setRunning(true);
      setStates((old) => {
        const next = new Map(old);
        for (const line of lines) next.set(line.key, { status: 'waiting' });
        return next;
      });
      try {
        await applyPlan({
          lines,
          signal: controller.current.signal,
          send: (line, signal) => sendLine(zoneId, line, signal),
          onState: (line, state) => setStates((old) => new Map(old).set(line.key, state)),
        });
      } finally {
        controller.current = null;
        setRunning(false);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: dnsKeys.detail(zoneId) }),
          queryClient.invalidateQueries({ queryKey: dnsKeys.lists() }),
        ]);
      }
    },
    [zoneId, queryClient],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  // A review that goes away (the dialog closed, another preset chosen) sends nothing more.
  useEffect(() => stop, [stop]);
  return { states, running, run, stop };
}
