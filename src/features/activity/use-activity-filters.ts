import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { JournalEntry } from '../../components/journal/journal-entry';

export const filterNames = ['area', 'resource', 'result'] as const;
export type FilterName = (typeof filterNames)[number];
export type ActivityFilters = Record<FilterName, string>;

const valueOf: Record<FilterName, (entry: JournalEntry) => string> = {
  area: (entry) => entry.area,
  resource: (entry) => entry.resource.id,
  result: (entry) => entry.result,
};

export function filterEntries(entries: JournalEntry[], filters: ActivityFilters): JournalEntry[] {
  return entries.filter((entry) =>
    filterNames.every((name) => filters[name] === '' || valueOf[name](entry) === filters[name]),
  );
}

/** The filters live in the URL's search parameters, so a filtered view can be shared or kept. */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        filterNames.map((name) => [name, params.get(name) ?? '']),
      ) as ActivityFilters,
    [params],
  );
  const setFilter = (name: FilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of filterNames) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter, clear };
}
