// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareRuns } from './bench-compare.ts';

describe('compareRuns', () => {
  it('calls a lower TBT a gain only when it is larger than the wider spread', () => {
    const result = compareRuns([120, 150, 180, 140, 160], [20, 35, 50, 30, 40], 'lower');
    expect(result.a).toEqual({ median: 150, min: 120, max: 180 });
    expect(result.b).toEqual({ median: 35, min: 20, max: 50 });
    expect(result.gain).toBe(115);
    expect(result.verdict).toBe('B better');
  });

  it('calls a gain inside the spread noise, however good the medians look', () => {
    const result = compareRuns([10, 30, 400, 25, 35], [5, 20, 300, 15, 28], 'lower');
    expect(result.gain).toBe(10);
    expect(result.verdict).toBe('within the spread');
  });

  it('reads a higher score as better, and a drop beyond the spread as worse', () => {
    expect(compareRuns([95, 96, 96], [99, 99, 100], 'higher')).toMatchObject({
      gain: 3,
      verdict: 'B better',
    });
    expect(compareRuns([99, 99, 100], [95, 96, 96], 'higher')).toMatchObject({
      gain: -3,
      verdict: 'B worse',
    });
  });

  it('calls a gain equal to the spread within it', () => {
    expect(compareRuns([100, 110, 120], [85, 90, 95], 'lower').verdict).toBe('within the spread');
  });
});
