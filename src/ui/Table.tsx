/**
 * The design system's table (issue 14): columns that sort when they say how (`sortValue`, a button in the header
 * with `aria-sort`), pages of `pageSize` with Previous and Next, an empty state, and on a narrow screen a region that
 * scrolls sideways by itself (keyboard too) instead of the page.
 */
import { useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { nextSort, pageOf, sortRows, type SortState, type SortValue } from './tableModel.ts';

export interface Column<Row> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  readonly sortValue?: (row: Row) => SortValue;
  /** Keeps the cell on one line (dates, amounts). */
  readonly nowrap?: boolean;
}

export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = 10,
  empty,
  initialSort = null,
}: {
  /** Read by screen readers; also the scroll region's name. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  pageSize?: number;
  /** What shows when there are no rows. */
  empty: ReactNode;
  initialSort?: SortState | null;
}) {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);
  if (rows.length === 0) {
    return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  }
  const sortValue = columns.find((column) => column.id === sort?.column)?.sortValue;
  const sorted = sortRows(rows, sortValue ? sort : null, (row) => sortValue?.(row) ?? null);
  const shown = pageOf(sorted, page, pageSize);
  return (
    <div className="min-w-0">
      <div
        className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    className="py-2 pr-4 font-medium last:pr-0"
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        onClick={() => {
                          setSort(nextSort(sort, column.id));
                          setPage(1);
                        }}
                        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                      >
                        {column.header}
                        <span aria-hidden="true" className="text-xs">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`py-2 pr-4 last:pr-0 ${column.nowrap ? 'whitespace-nowrap' : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.pageCount > 1 ? (
        <nav
          aria-label={`${caption}, pages`}
          className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <p className="text-slate-600" aria-live="polite">
            {shown.first}–{shown.last} of {shown.total}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={shown.page === 1}
              onClick={() => setPage(shown.page - 1)}
            >
              Previous
            </Button>
            <span className="text-slate-600">
              Page {shown.page} of {shown.pageCount}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={shown.page === shown.pageCount}
              onClick={() => setPage(shown.page + 1)}
            >
              Next
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
