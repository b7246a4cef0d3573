/** How big the `large-account` scenario is; the bench and the list pages are measured with it. */
export const LARGE_ACCOUNT = {
  domains: 1000,
  zoneRecords: 2000,
  servers: 300,
  invoices: 500,
  sshKeys: 300,
} as const;

/** `7` → `0007`: generated names sort in creation order and stay the same between runs. */
export function numbered(index: number, width = 4): string {
  return String(index).padStart(width, '0');
}

/**
 * The account's seeded items plus generated ones, so that it owns exactly `total` (resources
 * of other accounts are kept but not counted: they are never listed).
 */
export function topUp<T extends { foreign?: boolean }>(
  seeded: T[],
  total: number,
  make: (number: number) => T,
): T[] {
  const own = seeded.filter((item) => !item.foreign).length;
  const extra = Array.from({ length: Math.max(0, total - own) }, (_, index) => make(index + 1));
  return [...seeded, ...extra];
}

/** Deterministic day of a year, spread over months, for generated dates. */
export function spreadDate(year: number, index: number, time = '00:00:00'): string {
  const month = numbered((index % 12) + 1, 2);
  const day = numbered((index % 28) + 1, 2);
  return `${year}-${month}-${day}T${time}.000Z`;
}

/** Whether a seed should use the large account. */
export function isLargeAccount(scenario: string): scenario is 'large-account' {
  return scenario === 'large-account';
}
