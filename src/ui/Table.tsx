/**
 * The design system's table (issue 14): columns that sort when they say how (`sortValue`, a button in the header
 * with `aria-sort`), pages of `pageSize` with Previous and Next, and an empty state. Where its columns do not fit
 * the width it is given (a phone, a narrow card), each row becomes a card of "header: value" lines instead of a
 * table cut off at the side (measured, not guessed: `useStackedRows`); the sortable headers stay above as buttons.
 */
import { useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { nextSort, pageOf, sortRows, type SortState, type SortValue } from './tableModel.ts';
import { useStackedRows } from './useStackedRows.ts';

export interface Column<Row> {
  readonly id: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  readonly sortValue?: (row: Row) => SortValue;
  /** Keeps the cell on one line (dates, amounts). */
  readonly nowrap?: boolean;
  /** The row's main text (a post): at least 12rem wide in the table; the whole card's width when stacked. */
  readonly wide?: boolean;
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
  /** Read by screen readers; also the name of the region when it has to scroll. */
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
  const sortValue = columns.find((column) => column.id === sort?.column)?.sortValue;
  const sorted = sortRows(rows, sortValue ? sort : null, (row) => sortValue?.(row) ?? null);
  const shown = pageOf(sorted, page, pageSize);
  // What is laid out: a new page, order or set of rows is tried as a table again.
  const { regionRef, stacked, scrolls } = useStackedRows(
    `${shown.page}:${sort?.column}:${sort?.direction}`,
    rows,
  );
  if (rows.length === 0) {
    return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  }
  // Stacked, the elements keep their table roles explicitly: a table element laid out as a block loses them in
  // some browsers' accessibility trees.
  const role = (name: string) => (stacked ? name : undefined);
  const sortable = columns.some((column) => column.sortValue);
  return (
    <div className="min-w-0">
      {/* A table never scrolls sideways here (it stacks instead); stacked rows that still do (content that cannot
          break) make it a named region the keyboard can scroll. */}
      <div
        ref={regionRef}
        className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
        {...(scrolls ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
        data-stacked={stacked ? '' : undefined}
      >
        <table className={`w-full text-left text-sm ${stacked ? 'block' : ''}`} role={role('table')}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={
              stacked
                ? sortable
                  ? 'block border-b border-slate-200 pb-2 text-slate-600'
                  : 'sr-only'
                : 'border-b border-slate-200 text-slate-600'
            }
            role={role('rowgroup')}
          >
            <tr className={stacked ? 'flex flex-wrap gap-x-4 gap-y-1' : undefined} role={role('row')}>
              {/* For the eye only: what the buttons above the cards do (a screen reader hears each header sort). */}
              {stacked ? (
                <td aria-hidden="true" className="block text-slate-500">
                  Sort by
                </td>
              ) : null}
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction}
                    role={role('columnheader')}
                    className={
                      stacked
                        ? column.sortValue
                          ? 'block font-medium'
                          : 'sr-only'
                        : 'py-2 pr-4 font-medium last:pr-0'
                    }
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        onClick={() => {
                          setSort(nextSort(sort, column.id));
                          setPage(1);
                        }}
                        className="inline-flex min-h-6 items-center gap-1 rounded hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
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
          <tbody className={stacked ? 'block' : undefined} role={role('rowgroup')}>
            {shown.rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={`border-b border-slate-100 last:border-0 ${stacked ? 'block py-2' : ''}`}
                role={role('row')}
              >
                {columns.map((column) =>
                  stacked ? (
                    <td
                      key={column.id}
                      role="cell"
                      className={
                        column.wide
                          ? 'block py-1'
                          : 'grid grid-cols-[minmax(5rem,35%)_minmax(0,1fr)] gap-x-3 py-0.5'
                      }
                    >
                      {/* The header's name is the cell's column header already; shown here for the eye. */}
                      {column.wide ? null : (
                        <span aria-hidden="true" className="text-slate-600">
                          {column.header}
                        </span>
                      )}
                      <div className="min-w-0 break-words">{column.cell(row)}</div>
                    </td>
                  ) : (
                    <td
                      key={column.id}
                      className={`py-2 pr-4 last:pr-0 ${column.nowrap ? 'whitespace-nowrap' : ''}`}
                    >
                      {column.wide ? <div className="min-w-48">{column.cell(row)}</div> : column.cell(row)}
                    </td>
                  ),
                )}
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
