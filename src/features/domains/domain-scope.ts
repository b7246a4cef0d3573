/** The operations-tray scope of one domain, shared by whatever starts or shows its jobs. */
export function domainScope(domainId: string): string {
  return `domain:${domainId}`;
}

export function domainHref(domainId: string): string {
  return `/domains/${encodeURIComponent(domainId)}`;
}
