import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changedRowClass, useChangedRows } from './use-changed-rows';

describe('useChangedRows', () => {
  it('starts with no row marked', () => {
    const { result } = renderHook(() => useChangedRows());
    expect([...result.current.changed.ids]).toEqual([]);
  });

  it('marks the rows of the last change only, by id', () => {
    const { result } = renderHook(() => useChangedRows());
    act(() => result.current.markChanged(['rec_a', 'rec_b']));
    expect([...result.current.changed.ids]).toEqual(['rec_a', 'rec_b']);
    act(() => result.current.markChanged(['rec_c']));
    expect([...result.current.changed.ids]).toEqual(['rec_c']);
  });

  it('gives the same row marked twice the other fade, so it fades again', () => {
    const { result } = renderHook(() => useChangedRows());
    act(() => result.current.markChanged(['rec_a']));
    const first = changedRowClass(result.current.changed.mark);
    act(() => result.current.markChanged(['rec_a']));
    const second = changedRowClass(result.current.changed.mark);
    expect(first).toContain('row-changed');
    expect(second).toContain('row-changed');
    expect(second).not.toEqual(first);
  });

  it('clears the marks', () => {
    const { result } = renderHook(() => useChangedRows());
    act(() => result.current.markChanged(['rec_a']));
    act(() => result.current.clearChanged());
    expect(result.current.changed.ids.size).toBe(0);
  });
});
