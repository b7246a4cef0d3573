export interface TtlInUnit {
  value: number;
  unit: 'day' | 'hour' | 'minute' | 'second';
}

const units: readonly [TtlInUnit['unit'], number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** The largest unit that expresses the TTL exactly (3600 → 1 hour, 90 → 90 seconds). */
export function ttlInUnit(seconds: number): TtlInUnit {
  for (const [unit, size] of units) {
    if (seconds >= size && seconds % size === 0) return { value: seconds / size, unit };
  }
  return { value: seconds, unit: 'second' };
}
