// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  listStateParams,
  listStateSchema,
  nextSort,
  parseListState,
  type ListStateConfig,
} from './list-state';
import { searchRows, sortRows, timeValue } from './sort-rows';

const config: ListStateConfig<'name' | 'expires', 'status' | 'region'> = {
  sortKeys: ['name', 'expires'],
  defaultSort: 'name',
  filters: { status: ['active', 'expired'], region: null },
};
const schema = listStateSchema(config);
const parse = (search: string) => parseListState(config, schema, new URLSearchParams(search));

describe('a list’s state in the URL', () => {
  it('is the defaults for a bare URL', () => {
    expect(parse('')).toEqual({
      q: '',
      sort: 'name',
      order: 'asc',
      page: 1,
      size: 20,
      filters: { status: '', region: '' },
    });
  });

  it('reads every part of a shared link', () => {
    expect(
      parse('q=shop&sort=expires&order=desc&page=3&size=50&status=expired&region=se-sto'),
    ).toEqual({
      q: 'shop',
      sort: 'expires',
      order: 'desc',
      page: 3,
      size: 50,
      filters: { status: 'expired', region: 'se-sto' },
    });
  });

  it('falls back part by part when a hand-edited URL is broken', () => {
    expect(parse('sort=price&order=up&page=-2&size=33&status=weird&q=ok')).toEqual({
      q: 'ok',
      sort: 'name',
      order: 'asc',
      page: 1,
      size: 20,
      filters: { status: '', region: '' },
    });
    expect(parse('page=1.5&size=abc').page).toBe(1);
    expect(parse(`q=${'x'.repeat(500)}`).q).toBe('');
  });

  it('writes only what differs from the defaults and keeps parameters of others', () => {
    const state = { ...parse(''), q: 'å ö', page: 2, filters: { status: 'active', region: '' } };
    const params = listStateParams(config, state, new URLSearchParams('tab=email&page=9'));
    expect(Object.fromEntries(params)).toEqual({
      tab: 'email',
      q: 'å ö',
      status: 'active',
      page: '2',
    });
    expect(parse(params.toString())).toEqual(state);
    expect(listStateParams(config, parse('')).toString()).toBe('');
  });

  it('flips the order of the sorted column and starts another ascending', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({
      sort: 'name',
      order: 'desc',
    });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'expires')).toEqual({
      sort: 'expires',
      order: 'asc',
    });
  });
});

describe('sorting and searching rows', () => {
  const swedish = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
  const english = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  it('sorts names by the language’s collation, numbers inside names by value', () => {
    const names = ['web10', 'Ärlig', 'web2', 'zeta', 'apa'];
    expect(sortRows(names, (name) => name, 'asc', swedish)).toEqual([
      'apa',
      'web2',
      'web10',
      'zeta',
      'Ärlig',
    ]);
    expect(sortRows(names, (name) => name, 'asc', english)).toEqual([
      'apa',
      'Ärlig',
      'web2',
      'web10',
      'zeta',
    ]);
  });

  it('sorts dates and amounts by value, with missing values last in either order', () => {
    const rows = [
      { at: '2026-03-01T00:00:00.000Z', amount: 9 },
      { at: null, amount: null },
      { at: '2025-12-31T00:00:00.000Z', amount: 100 },
    ];
    const byDate = (order: 'asc' | 'desc') =>
      sortRows(rows, (row) => timeValue(row.at), order, english).map((row) => row.at);
    expect(byDate('asc')).toEqual(['2025-12-31T00:00:00.000Z', '2026-03-01T00:00:00.000Z', null]);
    expect(byDate('desc')).toEqual(['2026-03-01T00:00:00.000Z', '2025-12-31T00:00:00.000Z', null]);
    expect(sortRows(rows, (row) => row.amount, 'desc', english).map((row) => row.amount)).toEqual([
      100,
      9,
      null,
    ]);
  });

  it('keeps the server’s order between equal rows', () => {
    const rows = [
      { id: 'a', status: 'active' },
      { id: 'b', status: 'expired' },
      { id: 'c', status: 'active' },
    ];
    expect(sortRows(rows, (row) => row.status, 'asc', english).map((row) => row.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('finds rows containing every word, ignoring case', () => {
    const rows = ['Shop.example SE', 'blog.example', 'SHOP.test'];
    expect(searchRows(rows, (row) => row, 'shop')).toEqual(['Shop.example SE', 'SHOP.test']);
    expect(searchRows(rows, (row) => row, '  example  se ')).toEqual(['Shop.example SE']);
    expect(searchRows(rows, (row) => row, '   ')).toBe(rows);
  });
});
