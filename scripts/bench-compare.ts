import { median, spreadOf, type Spread } from './bench-table.ts';

export interface RunsSummary extends Spread {
  median: number;
}

export interface Comparison {
  a: RunsSummary;
  b: RunsSummary;
  /** How much better B's median is than A's (negative: worse), in the figure's unit. */
  gain: number;
  /** B's gain counts only when it is larger than the wider of the two spreads (max − min). */
  verdict: 'B better' | 'B worse' | 'within the spread';
}

function summarise(values: number[]): RunsSummary {
  return { median: median(values), ...spreadOf(values) };
}

/** Compares interleaved runs of two builds; `better` says which direction of the figure is good. */
export function compareRuns(a: number[], b: number[], better: 'lower' | 'higher'): Comparison {
  const [summaryA, summaryB] = [summarise(a), summarise(b)];
  const gain =
    better === 'lower' ? summaryA.median - summaryB.median : summaryB.median - summaryA.median;
  const noise = Math.max(summaryA.max - summaryA.min, summaryB.max - summaryB.min);
  const verdict = Math.abs(gain) <= noise ? 'within the spread' : gain > 0 ? 'B better' : 'B worse';
  return { a: summaryA, b: summaryB, gain, verdict };
}
