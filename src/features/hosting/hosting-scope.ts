/** The operations-tray scope of one hosting account. */
export function hostingScope(accountId: string): string {
  return `hosting:${accountId}`;
}

/** The account's page, or one of its sections (`ssh-keys`, `email`, …). */
export function hostingHref(accountId: string, section?: string): string {
  const base = `/hosting/${encodeURIComponent(accountId)}`;
  return section ? `${base}/${section}` : base;
}
