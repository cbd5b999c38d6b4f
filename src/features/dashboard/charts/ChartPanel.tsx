/**
 * A chart of the dashboard (issue 17), accessible and exportable: a titled section with a summary in words (also
 * the drawing's accessible name), the drawing (ECharts, loaded lazily with the first chart), and in its header a
 * "Show table" toggle that swaps the drawing for a visible table of the same figures, "Export CSV" and "Export PNG".
 * While the drawing shows, the table is in the page for screen readers (visually hidden). The table is also
 * registered for the page's CSV export (pageExport.tsx).
 *
 * At 360 px the header wraps (title above, buttons below) and a wide table scrolls inside its own box.
 */
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { csvOf, type ChartCell, type ChartTable } from '../../../domain/chartTable.ts';
import { withThousands } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { downloadBlob, downloadCsv } from './download.ts';
import type { ChartOption } from './options.ts';
import { useExportTable } from './pageExport.tsx';

const EChart = lazy(() => import('./EChart.tsx'));

export type ChartHeight = 'sm' | 'md' | 'lg';

/** The drawing's height in CSS pixels (also the exported PNG's, at twice the pixels). */
export const CHART_HEIGHTS: Readonly<Record<ChartHeight, number>> = { sm: 224, md: 288, lg: 368 };

/** The exported PNG's width when the drawing's box cannot be measured. */
const FALLBACK_WIDTH = 800;

export interface ChartPanelProps {
  title: string;
  /** One or two sentences saying what the chart shows: visible under the title, and the drawing's name. */
  summary: string;
  option: ChartOption;
  /** The figures drawn: the table view, what screen readers read, what "Export CSV" downloads. */
  table: ChartTable;
  /** Without extension: `${fileName}.csv`, `${fileName}.png`. */
  fileName: string;
  headingLevel?: 2 | 3;
  height?: ChartHeight;
  /** More controls in the header, after the kit's buttons. */
  actions?: ReactNode;
}

export function ChartPanel({
  title,
  summary,
  option,
  table,
  fileName,
  headingLevel = 2,
  height = 'md',
  actions,
}: ChartPanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const [showTable, setShowTable] = useState(false);
  const [png, setPng] = useState<'idle' | 'busy' | 'failed'>('idle');
  const body = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const heightPx = CHART_HEIGHTS[height];
  useExportTable(title, table);

  const exportPng = async () => {
    setPng('busy');
    try {
      const { chartPng } = await import('./EChart.tsx');
      const width = body.current?.clientWidth || FALLBACK_WIDTH;
      downloadBlob(await chartPng(option, width, heightPx), `${fileName}.png`);
      setPng('idle');
    } catch {
      setPng('failed');
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-chart-panel=""
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          {title}
        </Heading>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={showTable ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={showTable}
            onClick={() => setShowTable(!showTable)}
          >
            Show table
          </Button>
          <Button variant="secondary" size="sm" onClick={() => downloadCsv(csvOf(table), fileName)}>
            Export CSV
          </Button>
          <Button variant="secondary" size="sm" busy={png === 'busy'} onClick={() => void exportPng()}>
            Export PNG
          </Button>
          {actions}
        </div>
      </div>
      <p id={summaryId} className="mt-1 max-w-prose text-sm text-slate-600">
        {summary}
      </p>
      {png === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The image could not be made in this browser. Export CSV still has every figure.
        </p>
      ) : null}
      <div ref={body} className="mt-3 min-w-0">
        {showTable ? (
          <FigureTable table={table} caption={title} visible maxHeightPx={Math.max(heightPx, 288)} />
        ) : (
          <>
            <div style={{ height: heightPx }} className="min-w-0">
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <EChart option={option} labelledBy={summaryId} heightPx={heightPx} />
              </Suspense>
            </div>
            {/* A table keeps its content width even when told 1 px: the visually hidden box is a div around it. */}
            <div className="sr-only">
              <FigureTable table={table} caption={title} visible={false} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A figure as the table shows it: numbers with their thousands (spec 9); the CSV keeps the plain number. */
function cellText(cell: ChartCell): string {
  return typeof cell === 'number' ? withThousands(cell) : cell;
}

function FigureTable({
  table,
  caption,
  visible,
  maxHeightPx,
}: {
  table: ChartTable;
  caption: string;
  visible: boolean;
  maxHeightPx?: number;
}) {
  const grid = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-white text-slate-600 shadow-[inset_0_-1px_0_#e2e8f0]">
        <tr>
          {table.columns.map((column, index) => (
            <th
              key={index}
              scope="col"
              className={`py-2 pr-4 font-medium whitespace-nowrap last:pr-0 ${index > 0 ? 'text-right' : ''}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) => (
          <tr key={rowIndex} className="border-b border-slate-100 last:border-0">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1.5 pr-4 font-normal text-slate-900">
                  {cellText(cell)}
                </th>
              ) : (
                <td
                  key={index}
                  className={`py-1.5 pr-4 last:pr-0 ${typeof cell === 'number' ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                >
                  {cellText(cell)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!visible) return grid;
  return (
    <div
      role="region"
      aria-label={`${caption}, table`}
      tabIndex={0}
      style={{ maxHeight: maxHeightPx }}
      className="overflow-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      {grid}
    </div>
  );
}
