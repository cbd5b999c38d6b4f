/**
 * The rules of the design system's table (issue 14), apart from its markup: sort by one column (ascending, then
 * descending, then back to the given order), then cut into pages of `pageSize`; a page out of range is clamped.
 */

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  readonly column: string;
  readonly direction: SortDirection;
}
export type SortValue = string | number | null;

/** The next sort after a click on `column`: a new column sorts ascending, then descending, then not at all. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

function compare(a: SortValue, b: SortValue): number {
  // Empty values go last in both directions' base order.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** `rows` sorted by `valueOf` (stable: equal rows keep their order); unsorted when `sort` is null. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState | null,
  valueOf: (row: Row, column: string) => SortValue,
): readonly Row[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (x, y) => sign * compare(valueOf(x.row, sort.column), valueOf(y.row, sort.column)) || x.index - y.index,
    )
    .map(({ row }) => row);
}

export interface Page<Row> {
  readonly rows: readonly Row[];
  /** 1-based, clamped to 1..pageCount. */
  readonly page: number;
  readonly pageCount: number;
  readonly first: number;
  readonly last: number;
  readonly total: number;
}

/** Page `page` (1-based) of `rows`; at least one page, even when empty. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Page<Row> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(pageCount, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return {
    rows: slice,
    page: current,
    pageCount,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total: rows.length,
  };
}
