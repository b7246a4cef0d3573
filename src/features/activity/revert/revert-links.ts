import type { JournalEntry } from '../../../components/journal/journal-entry';

/** Which entry undid which: a revert that went through, and the entry each revert undid. */
export interface RevertLinks {
  /** Entry ID → the completed revert of it (the first, when it was reverted more than once). */
  revertedBy: ReadonlyMap<string, JournalEntry>;
  /** Revert entry ID → the entry it undid, while the journal still holds it. */
  original: ReadonlyMap<string, JournalEntry>;
}

export function revertLinks(entries: readonly JournalEntry[]): RevertLinks {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const revertedBy = new Map<string, JournalEntry>();
  const original = new Map<string, JournalEntry>();
  for (const entry of entries) {
    if (!entry.revertOf) continue;
    const undone = byId.get(entry.revertOf);
    if (undone) original.set(entry.id, undone);
    // A revert that failed, or whose outcome is unknown, may have left the change in place.
    if (entry.result !== 'completed') continue;
    const earlier = revertedBy.get(entry.revertOf);
    if (!earlier || entry.at < earlier.at) revertedBy.set(entry.revertOf, entry);
  }
  return { revertedBy, original };
}
