// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferred } from '../test/deferred';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and starts the next as one ends, in order', async () => {
    const run = concurrencyLimit(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const signal = new AbortController().signal;
    const results = gates.map((gate, index) =>
      run(signal, async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it('never starts a waiting task whose signal aborted, and gives its turn to the next', async () => {
    const run = concurrencyLimit(1);
    const started: string[] = [];
    const first = deferred();
    const open = new AbortController().signal;
    const gone = new AbortController();
    const held = run(open, async () => {
      started.push('first');
      await first.promise;
    });
    const dropped = run(gone.signal, async () => {
      started.push('dropped');
    });
    const last = run(open, async () => {
      started.push('last');
    });
    gone.abort();
    await expect(dropped).rejects.toThrow();
    first.resolve();
    await held;
    await last;
    expect(started).toEqual(['first', 'last']);
  });
});
