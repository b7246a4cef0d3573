const listeners = new Set<() => void>();

/** The activity page listens so a change made elsewhere in the tab shows at once. */
export function onJournalChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function journalChanged(): void {
  for (const listener of listeners) listener();
}
