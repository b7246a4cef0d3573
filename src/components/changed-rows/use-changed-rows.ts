import { useCallback, useState } from 'react';

/** The rows the last action changed, and a count that tells one change from the next. */
export interface ChangedRows {
  ids: ReadonlySet<string>;
  mark: number;
}

export const noChangedRows: ChangedRows = { ids: new Set(), mark: 0 };

/**
 * Which rows of a table the user's last action changed, by row id, for `DataTable changed`. A
 * mark lasts until the next one, so the row keeps its marker (the fade runs once); marking the
 * same row again fades it again.
 */
export function useChangedRows() {
  const [changed, setChanged] = useState<ChangedRows>(noChangedRows);
  const markChanged = useCallback(
    (ids: readonly string[]) => setChanged((last) => ({ ids: new Set(ids), mark: last.mark + 1 })),
    [],
  );
  const clearChanged = useCallback(
    () => setChanged((last) => (last.ids.size === 0 ? last : { ids: new Set(), mark: last.mark })),
    [],
  );
  return { changed, markChanged, clearChanged };
}

/** The classes of a changed row: two alternating fades, so a second mark restarts the fade. */
export function changedRowClass(mark: number): string {
  return mark % 2 === 0 ? 'row-changed row-changed-even' : 'row-changed row-changed-odd';
}
