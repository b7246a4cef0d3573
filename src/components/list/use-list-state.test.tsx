import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListStateConfig } from './list-state';
import { useListState } from './use-list-state';

const config: ListStateConfig<'name' | 'due', 'status'> = {
  sortKeys: ['name', 'due'],
  defaultSort: 'name',
  filters: { status: ['paid', 'unpaid'] },
};

/** The hook inside a memory router at `url`, with the router to go back and forward. */
function renderListState(
  url: string,
  listConfig: ListStateConfig<'name' | 'due', 'status'> = config,
) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => ({ list: useListState(listConfig), location: useLocation() }), {
    wrapper,
  });
  return { ...view, router: () => router! };
}

describe('useListState', () => {
  it('shows the view a link names and puts each change in the URL', () => {
    const { result } = renderListState('/list?status=paid&page=2');
    expect(result.current.list.state.filters.status).toBe('paid');
    expect(result.current.list.state.page).toBe(2);
    act(() => result.current.list.update({ sort: 'due', order: 'desc' }));
    // A new sort starts again at page 1; the filter stays.
    expect(result.current.location.search).toBe('?status=paid&sort=due&order=desc');
    act(() => result.current.list.update({ page: 3 }));
    expect(result.current.list.state).toMatchObject({ sort: 'due', order: 'desc', page: 3 });
  });

  it('lets Back and Forward step through the views, one entry per search', async () => {
    const { result, router } = renderListState('/list');
    act(() => result.current.list.update({ filters: { status: 'unpaid' } }));
    act(() => result.current.list.update({ q: 'i' }));
    act(() => result.current.list.update({ q: 'in' }));
    act(() => result.current.list.update({ q: 'inv' }));
    act(() => result.current.list.update({ page: 2 }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'status=unpaid&q=inv&page=2',
    );
    await act(() => router().navigate(-1));
    expect(result.current.list.state).toMatchObject({ q: 'inv', page: 1 });
    await act(() => router().navigate(-1));
    expect(result.current.list.state).toMatchObject({ q: '', filters: { status: 'unpaid' } });
    await act(() => router().navigate(1));
    expect(result.current.list.state.q).toBe('inv');
  });

  it('opens a broken URL as the default view instead of failing', () => {
    const { result } = renderListState('/list?size=7&sort=%3Cscript%3E&page=NaN&status=x');
    expect(result.current.list.state).toEqual({
      q: '',
      sort: 'name',
      order: 'asc',
      page: 1,
      size: 20,
      filters: { status: '' },
    });
  });

  it('keeps the same update function and builds on changes the URL has not shown yet', () => {
    const { result } = renderListState('/list');
    const first = result.current.list.update;
    act(() => {
      result.current.list.update({ filters: { status: 'paid' } });
      result.current.list.update((state) => ({ q: `${state.filters.status}-x` }));
    });
    expect(result.current.list.update).toBe(first);
    expect(result.current.list.state).toMatchObject({ q: 'paid-x', filters: { status: 'paid' } });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'q=paid-x&status=paid',
    );
  });

  it('adds no history entry for a change that changes nothing', async () => {
    const { result, router } = renderListState('/list?status=paid');
    act(() => result.current.list.update({ q: 'a' }));
    act(() => result.current.list.update({ filters: { status: 'paid' } }));
    await act(() => router().navigate(-1));
    expect(result.current.location.search).toBe('?status=paid');
  });

  it('prefixes its parameters and leaves those of other lists alone', () => {
    const { result } = renderListState('/list?q=other&backups-q=weekly&backups-page=2', {
      ...config,
      prefix: 'backups',
    });
    expect(result.current.list.state).toMatchObject({ q: 'weekly', page: 2 });
    act(() => result.current.list.update({ sort: 'due' }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'q=other&backups-q=weekly&backups-sort=due',
    );
  });

  it('reads a linked search and drops it on the first change', () => {
    const { result } = renderListState('/list?records=192.0.2.11&tab=x', {
      ...config,
      linkedSearch: 'records',
    });
    expect(result.current.list.state.q).toBe('192.0.2.11');
    act(() => result.current.list.update({ sort: 'due' }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'tab=x&q=192.0.2.11&sort=due',
    );
  });
});
