import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';

export interface PathStep {
  url: string;
  bytes: number;
  startMs: number;
  endMs: number;
}

/**
 * The requests on the paint's path in the simulation Lighthouse ran last (its pessimistic LCP
 * graph, which holds every request of the optimistic one), in the order they end in simulated
 * time: the last is what the simulated paint waited for. Read it right after `auditArtifacts`.
 */
export function lastPaintPath(): PathStep[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    'pessimisticLargestContentfulPaint',
  );
  const steps: PathStep[] = [];
  for (const [node, timing] of timings ?? []) {
    if (node.type !== 'network') continue;
    steps.push({
      url: node.request.url,
      bytes: node.request.transferSize,
      startMs: timing.startTime,
      endMs: timing.endTime,
    });
  }
  return steps.sort((a, b) => a.endMs - b.endMs);
}
