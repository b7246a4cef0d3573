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
function renderListState(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => ({ list: useListState(config), location: useLocation() }), {
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
});
