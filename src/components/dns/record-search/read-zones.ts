/** At most this many zones are read at once, so a large account does not flood the API. */
export const ZONE_READS_IN_FLIGHT = 4;

export interface ReadZonesOptions {
  /** Reads one zone; it gets a signal that aborts when the reading is cancelled. */
  read: (zoneId: string, signal: AbortSignal) => Promise<unknown>;
  signal: AbortSignal;
  concurrency?: number;
  /** Called as each zone is read or fails; a failure stays with its zone. */
  onSettled?: (zoneId: string, error: unknown) => void;
}

/**
 * Reads every zone, a few at a time, and settles when all have been read or have failed, or
 * when the signal aborts: then no further read starts and the ones in flight are aborted.
 */
export async function readZones(zoneIds: readonly string[], options: ReadZonesOptions) {
  const { read, signal, concurrency = ZONE_READS_IN_FLIGHT, onSettled } = options;
  const queue = [...zoneIds];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined && !signal.aborted; next = queue.shift()) {
      let failure: unknown = null;
      try {
        await read(next, signal);
      } catch (error) {
        failure = error;
      }
      if (!signal.aborted) onSettled?.(next, failure);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
