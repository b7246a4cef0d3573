import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  listStateParams,
  listStateSchema,
  parseListState,
  SEARCH_MAX,
  type ListState,
  type ListStateConfig,
} from './list-state';

export type ListStatePatch<S extends string, F extends string> = Partial<
  Omit<ListState<S, F>, 'filters'>
> & { filters?: Partial<Record<F, string>> };

export interface ListStateControl<S extends string = string, F extends string = string> {
  state: ListState<S, F>;
  /**
   * Changes the view; the same function for the component's life, so memoised rows and tables
   * do not render again for it. Anything but a new page number starts again at page 1. Each
   * change is a history entry, so Back returns to the view before it; typing in the search
   * replaces its entry instead (one entry per search, not per keystroke). A function gets the
   * latest state, including changes the URL has not shown yet.
   */
  update: (
    patch: ListStatePatch<S, F> | ((state: ListState<S, F>) => ListStatePatch<S, F>),
  ) => void;
}

/**
 * The states this list asked the router for that the URL does not show yet: the router writes
 * the URL in a transition, and a search field that waited for it would lag behind the keyboard.
 */
interface Echo<S extends string, F extends string> {
  state: ListState<S, F>;
  /**
   * The list's own parameters in the URL before the first of these writes, then after each: the
   * URL shows one of them until it catches up with the last.
   */
  written: readonly string[];
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
  const urlState = useMemo(() => parseListState(config, schema, params), [config, schema, params]);
  const [echo, setEcho] = useState<Echo<S, F> | null>(null);
  let state = urlState;
  if (echo) {
    const shown = listStateParams(config, urlState).toString();
    // The URL on its way through our own writes keeps the echo; it caught up, or something else
    // (Back, a link) moved it, and the URL is the view again.
    if (echo.written.includes(shown) && shown !== echo.written.at(-1)) state = echo.state;
    else setEcho(null);
  }
  const latest = useRef({ state, params, setParams });
  useLayoutEffect(() => {
    latest.current = { state, params, setParams };
  });
  const update = useCallback<ListStateControl<S, F>['update']>(
    (change) => {
      const { state, params, setParams } = latest.current;
      const patch = typeof change === 'function' ? change(state) : change;
      const next: ListState<S, F> = {
        ...state,
        ...patch,
        q: (patch.q ?? state.q).slice(0, SEARCH_MAX),
        filters: { ...state.filters, ...patch.filters } as Record<F, string>,
        page: patch.page ?? 1,
      };
      const before = listStateParams(config, state).toString();
      const after = listStateParams(config, next).toString();
      if (after === before) return;
      const typing = Object.keys(patch).length === 1 && patch.q !== undefined && state.q !== '';
      latest.current = { ...latest.current, state: next };
      setEcho((current) => ({ state: next, written: [...(current?.written ?? [before]), after] }));
      setParams(listStateParams(config, next, params), { replace: typing });
    },
    [config],
  );
  return { state, update };
}
