/** Small deterministic number helpers so the fake report looks organic but never changes. */

export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let value = seed;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Splits `total` into whole numbers proportional to `weights` that add up to exactly `total`. */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

export interface Weighted<K extends string = string> {
  key: K;
  weight: number;
}

/** `total` spread over the keys, as `{ key, count }` with zero counts left out. */
export function spread<K extends string>(
  total: number,
  items: readonly Weighted<K>[],
): { key: K; count: number }[] {
  const counts = splitByWeight(
    total,
    items.map((item) => item.weight),
  );
  return items.flatMap((item, index) => {
    const value = counts[index] ?? 0;
    return value > 0 ? [{ key: item.key, count: value }] : [];
  });
}

/** Adds up counts per key across several lists; biggest first, ties by key. */
export function mergeCounts(
  lists: readonly (readonly { key: string; count: number }[])[],
): { key: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const list of lists)
    for (const { key, count } of list) totals.set(key, (totals.get(key) ?? 0) + count);
  return [...totals]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export function trendPercent(current: number, previous: number): number {
  if (previous <= 0) return current > 0 ? 100 : 0;
  // `|| 0` turns a rounded -0 into 0.
  return Math.round(((current - previous) / previous) * 1000) / 10 || 0;
}
