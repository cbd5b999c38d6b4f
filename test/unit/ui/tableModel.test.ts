/** The design system's table rules (src/ui/tableModel.ts): sorting by one column and cutting into pages. */
import { describe, expect, it } from 'vitest';
import { nextSort, pageOf, sortRows } from '../../../src/ui/tableModel.ts';

const rows = [
  { name: 'b', posts: 10, joined: null as string | null },
  { name: 'A', posts: 2, joined: '2026-01-02' },
  { name: 'c', posts: 2, joined: '2025-12-31' },
  { name: 'item 10', posts: 7, joined: '2026-03-01' },
  { name: 'item 9', posts: 7, joined: '2026-02-01' },
];
const by = (row: (typeof rows)[number], column: string) =>
  column === 'name' ? row.name : column === 'posts' ? row.posts : row.joined;

describe('table sorting', () => {
  it('cycles ascending, descending, then back to the given order; another column starts ascending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'posts')).toEqual({ column: 'posts', direction: 'ascending' });
  });

  it('sorts text case-blind with numbers in their order, and numbers as numbers', () => {
    const names = sortRows(rows, { column: 'name', direction: 'ascending' }, by).map((row) => row.name);
    expect(names).toEqual(['A', 'b', 'c', 'item 9', 'item 10']);
    const posts = sortRows(rows, { column: 'posts', direction: 'descending' }, by).map((row) => row.posts);
    expect(posts).toEqual([10, 7, 7, 2, 2]);
  });

  it('is stable: equal rows keep their given order in both directions', () => {
    const up = sortRows(rows, { column: 'posts', direction: 'ascending' }, by).map((row) => row.name);
    expect(up).toEqual(['A', 'c', 'item 10', 'item 9', 'b']);
    const down = sortRows(rows, { column: 'posts', direction: 'descending' }, by).map((row) => row.name);
    expect(down).toEqual(['b', 'item 10', 'item 9', 'A', 'c']);
  });

  it('puts empty values last when ascending and leaves the rows alone without a sort', () => {
    const joined = sortRows(rows, { column: 'joined', direction: 'ascending' }, by).map((row) => row.joined);
    expect(joined).toEqual(['2025-12-31', '2026-01-02', '2026-02-01', '2026-03-01', null]);
    expect(sortRows(rows, null, by)).toBe(rows);
  });
});

describe('table pages', () => {
  const many = Array.from({ length: 27 }, (_, index) => index + 1);

  it('cuts 27 rows into three pages of ten, the last with seven', () => {
    expect(pageOf(many, 1, 10)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 10, total: 27 });
    const last = pageOf(many, 3, 10);
    expect(last.rows).toEqual([21, 22, 23, 24, 25, 26, 27]);
    expect(last).toMatchObject({ first: 21, last: 27 });
  });

  it('clamps a page out of range and keeps one empty page for no rows', () => {
    expect(pageOf(many, 9, 10).page).toBe(3);
    expect(pageOf(many, 0, 10).page).toBe(1);
    expect(pageOf(many, Number.NaN, 10).page).toBe(1);
    expect(pageOf([], 1, 10)).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });
});
