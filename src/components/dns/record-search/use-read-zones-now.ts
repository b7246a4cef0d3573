import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DnsZoneDetail } from '../../../api/dns/dns';
import { readZones } from './read-zones';
import { readThroughCache } from './use-zone-reading';

export interface ZonesRead {
  zones: ReadonlyMap<string, DnsZoneDetail>;
  /** The zones that could not be read, with why. */
  failed: ReadonlyMap<string, unknown>;
}

export interface ReadZonesProgress {
  read: number;
  total: number;
}

/**
 * Reads the zones a form needs before it sends (four at a time, through the zone page's cache),
 * with how far it has come. A new read or leaving the page stops the one under way.
 */
export function useReadZonesNow() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReadZonesProgress | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const read = useCallback(
    async (zoneIds: readonly string[]): Promise<ZonesRead | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const zones = new Map<string, DnsZoneDetail>();
      const failed = new Map<string, unknown>();
      const fetchZone = readThroughCache(queryClient);
      setProgress({ read: 0, total: zoneIds.length });
      await readZones(zoneIds, {
        signal: controller.signal,
        read: async (zoneId, signal) => zones.set(zoneId, await fetchZone(zoneId, signal)),
        onSettled: (zoneId, error) => {
          if (error) failed.set(zoneId, error);
          setProgress({ read: zones.size + failed.size, total: zoneIds.length });
        },
      });
      if (controller.signal.aborted) return null;
      setProgress(null);
      return { zones, failed };
    },
    [queryClient],
  );
  return { read, progress };
}
