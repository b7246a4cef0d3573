import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listStateParams,
  listStateSchema,
  parseListState,
  type ListState,
  type ListStateConfig,
} from './list-state';

export type ListStatePatch<S extends string, F extends string> = Partial<
  Omit<ListState<S, F>, 'filters'>
> & { filters?: Partial<Record<F, string>> };

export interface ListStateControl<S extends string = string, F extends string = string> {
  state: ListState<S, F>;
  /**
   * Changes the view. Anything but a new page number starts again at page 1. Each change is a
   * history entry, so Back returns to the view before it; typing in the search replaces its
   * entry instead (one entry per search, not per keystroke).
   */
  update: (patch: ListStatePatch<S, F>) => void;
}

/**
 * One list's search, filters, sort, page and page size, kept in the URL's search parameters so a
 * link, a reload and Back and Forward all show the same view. `config` must be stable (a module
 * constant).
 */
export function useListState<S extends string, F extends string = never>(
  config: ListStateConfig<S, F>,
): ListStateControl<S, F> {
  const [params, setParams] = useSearchParams();
  const schema = useMemo(() => listStateSchema(config), [config]);
  const state = useMemo(() => parseListState(config, schema, params), [config, schema, params]);
  const update = useCallback(
    (patch: ListStatePatch<S, F>) => {
      const next: ListState<S, F> = {
        ...state,
        ...patch,
        filters: { ...state.filters, ...patch.filters } as Record<F, string>,
        page: patch.page ?? 1,
      };
      const typing = Object.keys(patch).length === 1 && patch.q !== undefined && state.q !== '';
      setParams(listStateParams(config, next, params), { replace: typing });
    },
    [config, params, setParams, state],
  );
  return { state, update };
}
