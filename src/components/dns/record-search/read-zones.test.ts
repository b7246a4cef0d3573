// @vitest-environment node
import { readZones, ZONE_READS_IN_FLIGHT } from './read-zones';

/** A read per zone that settles when the test says so. */
function heldReads() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const aborted: string[] = [];
  const read = (zoneId: string, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      started.push(zoneId);
      pending.set(zoneId, { resolve, reject });
      signal.addEventListener('abort', () => {
        if (!pending.delete(zoneId)) return;
        aborted.push(zoneId);
        reject(new Error('aborted'));
      });
    });
  const settle = async (zoneId: string, error?: Error) => {
    const held = pending.get(zoneId);
    if (!held) throw new Error(`${zoneId} was not started`);
    pending.delete(zoneId);
    if (error) held.reject(error);
    else held.resolve();
    // Let the worker take the next zone.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { read, started, aborted, settle, inFlight: () => [...pending.keys()] };
}

const zones = Array.from({ length: 10 }, (_, index) => `zone_${index}`);

describe('readZones', () => {
  it('reads at most four zones at once and reports each as it is read', async () => {
    const reads = heldReads();
    const settled: string[] = [];
    const done = readZones(zones, {
      read: reads.read,
      signal: new AbortController().signal,
      onSettled: (zoneId) => settled.push(zoneId),
    });
    expect(ZONE_READS_IN_FLIGHT).toBe(4);
    expect(reads.inFlight()).toEqual(['zone_0', 'zone_1', 'zone_2', 'zone_3']);
    await reads.settle('zone_1');
    expect(settled).toEqual(['zone_1']);
    expect(reads.inFlight()).toEqual(['zone_0', 'zone_2', 'zone_3', 'zone_4']);
    while (reads.inFlight().length > 0) {
      expect(reads.inFlight().length).toBeLessThanOrEqual(4);
      await reads.settle(reads.inFlight()[0]!);
    }
    await done;
    expect(settled).toHaveLength(10);
    expect(reads.started).toEqual(zones);
  });

  it('keeps a zone’s failure with that zone and reads the others', async () => {
    const reads = heldReads();
    const settled: [string, unknown][] = [];
    const failure = new Error('500');
    const done = readZones(zones.slice(0, 3), {
      read: reads.read,
      signal: new AbortController().signal,
      onSettled: (zoneId, error) => settled.push([zoneId, error]),
    });
    await reads.settle('zone_1', failure);
    await reads.settle('zone_0');
    await reads.settle('zone_2');
    await done;
    expect(settled).toEqual([
      ['zone_1', failure],
      ['zone_0', null],
      ['zone_2', null],
    ]);
  });

  it('on cancel aborts the reads in flight and starts no more', async () => {
    const reads = heldReads();
    const controller = new AbortController();
    const settled: string[] = [];
    const done = readZones(zones, {
      read: reads.read,
      signal: controller.signal,
      onSettled: (zoneId) => settled.push(zoneId),
    });
    await reads.settle('zone_0');
    controller.abort();
    await done;
    expect(reads.aborted).toEqual(['zone_1', 'zone_2', 'zone_3', 'zone_4']);
    expect(reads.started).toEqual(['zone_0', 'zone_1', 'zone_2', 'zone_3', 'zone_4']);
    expect(settled).toEqual(['zone_0']);
  });
});
