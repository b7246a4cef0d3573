import { z } from '../../api/core/z';

export const listPageSizes = [10, 20, 50, 100] as const;
export type ListPageSize = (typeof listPageSizes)[number];
export const LIST_PAGE_SIZE_DEFAULT: ListPageSize = 20;

export type SortOrder = 'asc' | 'desc';

/** What a list page keeps in its URL: one list's search, filters, sort and page. */
export interface ListStateConfig<S extends string, F extends string> {
  sortKeys: readonly [S, ...S[]];
  defaultSort: S;
  defaultOrder?: SortOrder;
  /**
   * Each filter's allowed values, or null for values only the data knows (regions); `''` (absent
   * from the URL) shows every row.
   */
  filters?: Record<F, readonly string[] | null>;
  /**
   * Put before each parameter's name (`backups-q`, `backups-sort`) where a page holds more than
   * one list or the list sits among other sections, so their parameters never clash.
   */
  prefix?: string;
  /**
   * A parameter other pages link with (`?records=` from the search across zones): read as the
   * search while present, and dropped by the list's first change.
   */
  linkedSearch?: string;
}

/** The URL parameter of one part of a list's state (`q`, a filter's name…). */
export function listParamName(
  config: Pick<ListStateConfig<string, string>, 'prefix'>,
  name: string,
) {
  return config.prefix ? `${config.prefix}-${name}` : name;
}

export interface ListState<S extends string = string, F extends string = string> {
  q: string;
  sort: S;
  order: SortOrder;
  page: number;
  size: ListPageSize;
  filters: Record<F, string>;
}

export const SEARCH_MAX = 200;

/**
 * The zod schema of a list's URL. Every field falls back to its default on its own, so a
 * hand-edited or outdated link (`?page=-3&sort=nope`) still opens the list, only unsorted.
 */
export function listStateSchema<S extends string, F extends string>(config: ListStateConfig<S, F>) {
  const filterShape = Object.fromEntries(
    Object.entries<readonly string[] | null>(config.filters ?? {}).map(([name, values]) => [
      name,
      values
        ? z.catch(z.enum(['', ...values]), '')
        : z.catch(z.string().check(z.maxLength(SEARCH_MAX)), ''),
    ]),
  );
  return z.object({
    q: z.catch(z.string().check(z.maxLength(SEARCH_MAX)), ''),
    sort: z.catch(z.enum(config.sortKeys), config.defaultSort),
    order: z.catch(z.enum(['asc', 'desc']), config.defaultOrder ?? 'asc'),
    page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
    size: z.catch(z.pipe(z.coerce.number(), z.literal(listPageSizes)), LIST_PAGE_SIZE_DEFAULT),
    filters: z.object(filterShape),
  });
}

export type ListStateSchema<S extends string, F extends string> = ReturnType<
  typeof listStateSchema<S, F>
>;

/** The list's state from the URL's search parameters (absent or broken values are defaults). */
export function parseListState<S extends string, F extends string>(
  config: ListStateConfig<S, F>,
  schema: ListStateSchema<S, F>,
  params: URLSearchParams,
): ListState<S, F> {
  const value = (name: string) => params.get(listParamName(config, name)) ?? undefined;
  const linked = config.linkedSearch ? params.get(config.linkedSearch) : null;
  const filters = Object.fromEntries(
    Object.keys(config.filters ?? {}).map((name) => [name, value(name)]),
  );
  const parsed = schema.parse({
    q: linked ?? value('q'),
    sort: value('sort'),
    order: value('order'),
    page: value('page'),
    size: value('size'),
    filters,
  });
  return parsed as ListState<S, F>;
}

/**
 * The search parameters of a state: only what differs from the defaults, so an untouched list
 * keeps a clean URL. Parameters that are not the list's (`?tab=…`) are kept.
 */
export function listStateParams<S extends string, F extends string>(
  config: ListStateConfig<S, F>,
  state: ListState<S, F>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  const put = (name: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(listParamName(config, name));
    else params.set(listParamName(config, name), value);
  };
  if (config.linkedSearch) params.delete(config.linkedSearch);
  put('q', state.q, '');
  for (const name of Object.keys(config.filters ?? {}) as F[])
    put(name, state.filters[name] ?? '', '');
  put('sort', state.sort, config.defaultSort);
  put('order', state.order, config.defaultOrder ?? 'asc');
  put('size', String(state.size), String(LIST_PAGE_SIZE_DEFAULT));
  put('page', String(state.page), '1');
  return params;
}

/** Clicking the sorted column flips its order; another column starts ascending. */
export function nextSort<S extends string>(
  state: Pick<ListState<S>, 'sort' | 'order'>,
  key: S,
): Pick<ListState<S>, 'sort' | 'order'> {
  return state.sort === key
    ? { sort: key, order: state.order === 'asc' ? 'desc' : 'asc' }
    : { sort: key, order: 'asc' };
}
