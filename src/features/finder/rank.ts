/**
 * How well a query matches: exact before prefix before substring before every word somewhere in
 * one term, in any order ("bakery aurora"); null when it does not.
 */
export type MatchScore = 0 | 1 | 2 | 3;

/** Letters NFD leaves whole (no base letter and mark), as people type them without the key. */
const unaccented: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const unaccentedLetters = new RegExp(`[${Object.keys(unaccented).join('')}]`, 'gu');

/** Space, hyphen (and the other dashes), dot and underscore: one word break, however many. */
const wordBreaks = /[\s\p{Pd}._]+/gu;

/**
 * Case and diacritics folded (å ä ö é ü → a a o e u) and word breaks made one, on the query and
 * the terms alike, so "aurora bakery" finds aurora-bakery.se; only matching uses this form, never
 * what is shown.
 */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(unaccentedLetters, (letter) => unaccented[letter] ?? letter)
    .replace(wordBreaks, ' ')
    .trim();
}

/**
 * The words a query may match in any order: none when it is one word, or when a word is one
 * letter or digit, which would find nearly anything in any order (an address's parts).
 */
function anyOrderWords(query: string): readonly string[] | null {
  const words = query.split(' ');
  return words.length < 2 || words.some((word) => word.length < 2) ? null : words;
}

/**
 * The best match of `query` over an item's terms (both already normalised): its name, Unicode and
 * punycode forms, hostnames, addresses and IDs, so either form of a domain finds it.
 * `words`: the query's `anyOrderWords`, worked out once per keystroke by `rank`.
 */
export function matchScore(
  query: string,
  terms: readonly string[],
  words = anyOrderWords(query),
): MatchScore | null {
  let best: MatchScore | null = null;
  for (const text of terms) {
    const score: MatchScore | null =
      text === query ? 0 : text.startsWith(query) ? 1 : text.includes(query) ? 2 : null;
    if (score !== null && (best === null || score < best)) best = score;
    if (best === 0) break;
  }
  if (best !== null || words === null) return best;
  return terms.some((text) => words.every((word) => text.includes(word))) ? 3 : null;
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

/**
 * Items matching `query`, best first; within one score the given order (kind, then name) holds.
 * One pass into a bucket per score, each kept to `limit`: a one-letter query matches nearly every
 * item of a large account, and sorting them all on each keystroke is what made typing lag.
 */
export function rank<T>(items: readonly Searchable<T>[], rawQuery: string, limit: number): T[] {
  const query = normalizeSearch(rawQuery);
  if (query === '') return [];
  const buckets: [T[], T[], T[], T[]] = [[], [], [], []];
  // Split once per keystroke, not once per item.
  const words = anyOrderWords(query);
  for (const { item, terms } of items) {
    const score = matchScore(query, terms, words);
    if (score === null) continue;
    const bucket = buckets[score];
    if (bucket.length < limit) bucket.push(item);
    if (buckets[0].length === limit) break;
  }
  return buckets.flat().slice(0, limit);
}
