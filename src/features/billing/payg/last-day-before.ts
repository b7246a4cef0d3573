const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day an end-exclusive calendar bound covers: a period to 1 Oct (midnight UTC) ends on
 * 30 Sept. Any other instant is returned as it is.
 */
export function lastDayBefore(iso: string | null | undefined): string | null | undefined {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) || time % DAY_MS !== 0 ? iso : new Date(time - DAY_MS).toISOString();
}
