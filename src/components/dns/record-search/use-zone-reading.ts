import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  dnsKeys,
  dnsZoneListPagesQuery,
  dnsZoneQuery,
  type DnsZone,
  type DnsZoneDetail,
} from '../../../api/dns/dns';
import { useLoadedList } from '../../list/use-loaded-list';
import { readZones } from './read-zones';

export interface ZoneReadState {
  zone: DnsZone;
  detail: DnsZoneDetail | undefined;
  error: Error | null;
  reading: boolean;
}

export type ReadingPhase = 'idle' | 'reading' | 'cancelled' | 'done';

/**
 * Reads one zone through the cache the zone page uses: a fresh copy costs no request, and one a
 * record change invalidated is read again. Aborting cancels the query, which aborts its fetch.
 */
export function readThroughCache(queryClient: QueryClient) {
  return (zoneId: string, signal: AbortSignal) => {
    const cancel = () =>
      void queryClient.cancelQueries({ queryKey: dnsKeys.detail(zoneId), exact: true });
    signal.addEventListener('abort', cancel, { once: true });
    return queryClient
      .fetchQuery(dnsZoneQuery(zoneId))
      .finally(() => signal.removeEventListener('abort', cancel));
  };
}

/**
 * Every DNS zone's records, read on demand while `active`: the zone list (every page), then
 * each zone's detail, four at a time. Cancel stops the reading and aborts what is in flight;
 * each zone keeps its own error and can be read again on its own.
 */
export function useZoneReading(active: boolean) {
  const queryClient = useQueryClient();
  const list = useLoadedList(
    { ...dnsZoneListPagesQuery(), enabled: active } as ReturnType<typeof dnsZoneListPagesQuery>,
    Infinity,
  );
  const zones = list.rows;
  const states = useQueries({
    // Observers only: the reading below decides when a zone is fetched.
    queries: zones.map((zone) => ({ ...dnsZoneQuery(zone.id), enabled: false })),
    combine: (results) =>
      results.map((result, index): ZoneReadState => ({
        zone: zones[index]!,
        detail: result.data,
        error: result.data ? null : result.error,
        reading: result.fetchStatus === 'fetching',
      })),
  });
  // Each start of the reading is a run; Cancel ends it, Continue starts the next.
  const [run, setRun] = useState(0);
  const [doneRun, setDoneRun] = useState(0);
  const [cancelled, setCancelled] = useState(false);
  const ready = active && list.complete;
  if (ready && run === 0) setRun(1);
  const zoneIds = zones.map((zone) => zone.id).join(' ');
  useEffect(() => {
    if (run === 0 || cancelled) return;
    const controller = new AbortController();
    void readZones(zoneIds ? zoneIds.split(' ') : [], {
      read: readThroughCache(queryClient),
      signal: controller.signal,
    }).then(() => {
      if (!controller.signal.aborted) setDoneRun(run);
    });
    return () => controller.abort();
  }, [run, cancelled, zoneIds, queryClient]);
  const phase: ReadingPhase =
    run === 0 ? 'idle' : cancelled ? 'cancelled' : doneRun === run ? 'done' : 'reading';

  const cancel = useCallback(() => setCancelled(true), []);
  const resume = useCallback(() => {
    setCancelled(false);
    setRun((current) => current + 1);
  }, []);
  const retryZone = useCallback(
    (zoneId: string) => void queryClient.fetchQuery(dnsZoneQuery(zoneId)).catch(() => undefined),
    [queryClient],
  );

  return {
    list,
    states,
    phase,
    read: states.filter((state) => state.detail).length,
    total: list.complete ? zones.length : null,
    cancel,
    resume,
    retryZone,
  };
}

export type ZoneReading = ReturnType<typeof useZoneReading>;
