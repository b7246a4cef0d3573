import type { SortOrder } from './list-state';

/** What a column sorts by: text (compared with the language's collator), a number, or nothing. */
export type SortValue = string | number | null | undefined;

/**
 * A sorted copy. Text compares with `collator` (`web2` before `web10`, å after z in Swedish),
 * numbers and timestamps by value; rows without a value go last in either order. Equal rows keep
 * their order (Array.prototype.sort is stable), so the server's order breaks ties.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  order: SortOrder,
  collator: Intl.Collator,
): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: value(row) }));
  keyed.sort((a, b) => {
    const missingA = a.key === null || a.key === undefined || a.key === '';
    const missingB = b.key === null || b.key === undefined || b.key === '';
    if (missingA || missingB) return Number(missingA) - Number(missingB);
    if (typeof a.key === 'number' && typeof b.key === 'number') return direction * (a.key - b.key);
    return direction * collator.compare(String(a.key), String(b.key));
  });
  return keyed.map((entry) => entry.row);
}

/** A timestamp's sort value: milliseconds, or null when absent or unreadable. */
export function timeValue(timestamp: string | null | undefined): number | null {
  if (!timestamp) return null;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? null : time;
}

/** Rows whose search text contains every word of the query, ignoring case. */
export function searchRows<T>(
  rows: readonly T[],
  text: (row: T) => string,
  query: string,
): readonly T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = text(row).toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
