/** How well a query matches: exact before prefix before substring; null when it does not. */
export type MatchScore = 0 | 1 | 2;

export function normalizeSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().trim();
}

/**
 * The best match of `query` over an item's terms (both already normalised): its name, Unicode and
 * punycode forms, hostnames, addresses and IDs, so either form of a domain finds it.
 */
export function matchScore(query: string, terms: readonly string[]): MatchScore | null {
  let best: MatchScore | null = null;
  for (const text of terms) {
    const score: MatchScore | null =
      text === query ? 0 : text.startsWith(query) ? 1 : text.includes(query) ? 2 : null;
    if (score !== null && (best === null || score < best)) best = score;
    if (best === 0) break;
  }
  return best;
}

export interface Searchable<T> {
  item: T;
  terms: string[];
}

/** Normalises every item's terms once, not on every keystroke. */
export function searchable<T extends { terms: readonly string[] }>(
  items: readonly T[],
): Searchable<T>[] {
  return items.map((item) => ({ item, terms: item.terms.map(normalizeSearch) }));
}

/** Items matching `query`, best first; within one score the given order (kind, then name) holds. */
export function rank<T>(items: readonly Searchable<T>[], rawQuery: string, limit: number): T[] {
  const query = normalizeSearch(rawQuery);
  if (query === '') return [];
  return items
    .map(({ item, terms }, index) => ({ item, index, score: matchScore(query, terms) }))
    .filter((entry): entry is { item: T; index: number; score: MatchScore } => entry.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.item);
}
