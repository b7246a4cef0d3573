import { useMemo, useState } from 'react';

/** Rows a table renders at first and adds per "Show more": a list can hold thousands. */
export const ROWS_PER_BATCH = 100;

/**
 * The first rows of `rows`, one batch more per `showMore`. A new `view` (another search or sort)
 * starts again from one batch: the count is kept with the view it was asked for, so it resets
 * in the same render as the rows change rather than one render later.
 */
export function useRowBatches<T>(rows: readonly T[], view: unknown, batch = ROWS_PER_BATCH) {
  const [expanded, setExpanded] = useState({ view, count: batch });
  const count = expanded.view === view ? expanded.count : batch;
  const shown = useMemo(() => (rows.length <= count ? rows : rows.slice(0, count)), [rows, count]);
  const remaining = rows.length - shown.length;
  return {
    shown,
    /** Matching rows not rendered yet. */
    remaining,
    /** How many rows the next "Show more" adds. */
    next: Math.min(batch, remaining),
    showMore: () => setExpanded({ view, count: count + batch }),
  };
}
