/**
 * A statechart drawn as SVG elements of our own (no injected markup), from the ELK layout of layout.ts.
 * Colours are attributes, not classes, so a downloaded SVG looks the same outside the app.
 *
 * `highlight` (types.ts) draws on top: active states filled, last transitions bold and coloured, and the coverage
 * overlay (uncovered states and transitions red, with a legend).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { CatalogueEntry } from '../../../machines/catalogue.ts';
import { chartGraph } from '../../../machines/chartModel.ts';
import {
  EDGE_FONT_SIZE,
  FONT_SIZE,
  layoutChart,
  type ChartLayout,
  type LaidOutBox,
  type LaidOutEdge,
} from './layout.ts';
import type { ChartHighlight } from './types.ts';
import { useChartViewport } from './useChartViewport.ts';

const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  border: '#94a3b8',
  leafBorder: '#64748b',
  activeFill: '#e0e7ff',
  activeStroke: '#4f46e5',
  last: '#d97706',
  uncovered: '#dc2626',
  uncoveredFill: '#fef2f2',
  edge: '#64748b',
};
const FONT = 'ui-sans-serif, system-ui, sans-serif';

export interface StatechartSvgProps {
  entry: CatalogueEntry;
  highlight?: ChartHighlight;
}

function pathOf(edge: LaidOutEdge): string {
  return edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

export function StatechartSvg({ entry, highlight }: StatechartSvgProps) {
  const graph = useMemo(() => chartGraph(entry.machine), [entry]);
  const [result, setResult] = useState<
    { graph: typeof graph; layout: ChartLayout } | { error: string } | null
  >(null);
  const uid = useId().replace(/:/g, '');
  const laidOut = result && !('error' in result) && result.graph === graph ? result.layout : null;
  const { zoom, dragging, viewport, chart, zoomTo, zoomIn, zoomOut, fitToWidth, handlers } = useChartViewport(
    graph,
    laidOut,
  );

  useEffect(() => {
    let current = true;
    layoutChart(graph).then(
      (layout) => current && setResult({ graph, layout }),
      (error: unknown) => current && setResult({ error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [graph]);

  if (result && 'error' in result) {
    return (
      <p role="alert" className="text-red-700">
        The chart could not be laid out: {result.error}
      </p>
    );
  }
  if (!result || result.graph !== graph) return <p className="text-slate-600">Laying out the chart…</p>;
  const { layout } = result;

  const active = highlight?.active;
  const last = highlight?.lastTransitions;
  const coverage = highlight?.coverage ?? null;
  const uncoveredState = (id: string) => coverage !== null && !coverage.states.has(id);
  const uncoveredEdge = (key: string | null) =>
    coverage !== null && key !== null && !coverage.transitions.has(key);
  const legendHeight = coverage ? 28 : 0;
  const width = layout.width;
  const height = layout.height + legendHeight;
  const titleId = `${uid}-title`;
  const descId = `${uid}-desc`;
  const arrow = `${uid}-arrow`;
  const arrowLast = `${uid}-arrow-last`;
  const arrowRed = `${uid}-arrow-red`;
  const uncoveredStates = coverage ? graph.nodes.filter((node) => !coverage.states.has(node.id)).length : 0;
  const uncoveredTransitions = coverage
    ? graph.edges.filter((edge) => !coverage.transitions.has(edge.key)).length
    : 0;

  const boxStyle = (box: LaidOutBox) => {
    if (active?.has(box.id))
      return {
        fill: box.container ? '#eef2ff' : COLORS.activeFill,
        stroke: COLORS.activeStroke,
        strokeWidth: 2.5,
      };
    if (uncoveredState(box.id))
      return { fill: COLORS.uncoveredFill, stroke: COLORS.uncovered, strokeWidth: 2 };
    if (box.container)
      return { fill: box.depth % 2 === 0 ? '#ffffff' : '#f8fafc', stroke: COLORS.border, strokeWidth: 1 };
    return { fill: '#ffffff', stroke: COLORS.leafBorder, strokeWidth: 1.25 };
  };

  const svgSize =
    typeof zoom === 'number' ? { width: width * zoom, height: height * zoom } : { width: '100%' };
  const percent = typeof zoom === 'number' ? `${Math.round(zoom * 100)}%` : null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Zoom">
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
          aria-pressed={zoom === 'fit'}
          onClick={fitToWidth}
        >
          Fit to width
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
          onClick={zoomOut}
          aria-label="Zoom out"
        >
          −
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
          onClick={zoomIn}
          aria-label="Zoom in"
        >
          +
        </button>
        {[0.5, 1, 1.5].map((level) => (
          <button
            key={level}
            type="button"
            className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-100"
            aria-pressed={zoom === level}
            onClick={() => zoomTo(level)}
          >
            {level * 100}%
          </button>
        ))}
        <span className="text-slate-600" data-zoom={percent ?? 'fit'}>
          {percent ?? 'Fit'} · Ctrl + wheel or + and − to zoom, drag to move
        </span>
      </div>
      <div
        ref={viewport}
        role="region"
        aria-label="Chart (Ctrl + wheel, + or − to zoom; drag or arrow keys to move)"
        tabIndex={0}
        {...handlers}
        data-dragging={dragging ? 'true' : undefined}
        className={`max-h-[75vh] touch-pan-x touch-pan-y overflow-auto rounded border border-slate-200 bg-white select-none ${
          dragging ? 'cursor-grabbing' : 'cursor-grab'
        }`}
      >
        <svg
          ref={chart}
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${width} ${height}`}
          {...svgSize}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          data-statechart={entry.id}
          fontFamily={FONT}
        >
          <title id={titleId}>{`${entry.title} statechart`}</title>
          <desc id={descId}>
            {`${entry.purpose} ${graph.nodes.length} states and ${graph.edges.length} transitions.`}
          </desc>
          <defs>
            {[
              [arrow, COLORS.edge],
              [arrowLast, COLORS.last],
              [arrowRed, COLORS.uncovered],
            ].map(([id, color]) => (
              <marker
                key={id}
                id={id}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" fill={color} />
              </marker>
            ))}
          </defs>
          <g>
            {[...layout.boxes]
              .sort((a, b) => a.depth - b.depth)
              .map((box) => {
                const style = boxStyle(box);
                return (
                  <g
                    key={box.id}
                    data-state={box.id}
                    data-active={active?.has(box.id) ? 'true' : undefined}
                    data-uncovered={uncoveredState(box.id) ? 'true' : undefined}
                  >
                    <title>{box.id}</title>
                    <rect
                      x={box.x}
                      y={box.y}
                      width={box.width}
                      height={box.height}
                      rx={box.container ? 10 : 8}
                      fill={style.fill}
                      stroke={style.stroke}
                      strokeWidth={style.strokeWidth}
                      strokeDasharray={box.region ? '6 4' : undefined}
                    />
                    {box.type === 'final' && (
                      <rect
                        x={box.x + 3}
                        y={box.y + 3}
                        width={box.width - 6}
                        height={box.height - 6}
                        rx={6}
                        fill="none"
                        stroke={style.stroke}
                        strokeWidth={style.strokeWidth}
                      />
                    )}
                    <text
                      x={box.container ? box.x + 10 : box.x + box.width / 2}
                      y={box.container ? box.y + 18 : box.y + box.height / 2 + FONT_SIZE / 3}
                      textAnchor={box.container ? 'start' : 'middle'}
                      fontSize={FONT_SIZE}
                      fontWeight={box.container ? 600 : 400}
                      fill={box.type === 'history' ? COLORS.muted : COLORS.text}
                    >
                      {box.label}
                      {box.type === 'parallel' ? ' ‖' : ''}
                    </text>
                  </g>
                );
              })}
          </g>
          <g>
            {layout.markers.map((marker) => (
              <circle key={marker.owner} cx={marker.cx} cy={marker.cy} r={marker.r} fill={COLORS.text}>
                <title>{`initial state of ${marker.owner}`}</title>
              </circle>
            ))}
          </g>
          <g fill="none">
            {layout.edges.map((edge) => {
              const isLast = edge.key !== null && last?.has(edge.key);
              const red = !isLast && uncoveredEdge(edge.key);
              const color = isLast
                ? COLORS.last
                : red
                  ? COLORS.uncovered
                  : edge.key
                    ? COLORS.edge
                    : COLORS.text;
              return (
                <path
                  key={edge.id}
                  d={pathOf(edge)}
                  data-transition={edge.key ?? undefined}
                  data-uncovered={red ? 'true' : undefined}
                  stroke={color}
                  strokeWidth={isLast ? 3 : red ? 1.75 : 1.25}
                  strokeDasharray={edge.targetless ? '4 3' : undefined}
                  markerEnd={`url(#${isLast ? arrowLast : red ? arrowRed : arrow})`}
                />
              );
            })}
          </g>
          <g>
            {layout.edges.map((edge) => {
              if (!edge.label) return null;
              const isLast = edge.key !== null && last?.has(edge.key);
              const red = !isLast && uncoveredEdge(edge.key);
              return (
                <g key={edge.id} data-transition-label={edge.key ?? undefined}>
                  <title>{edge.key}</title>
                  <rect
                    x={edge.label.x}
                    y={edge.label.y}
                    width={edge.label.width}
                    height={edge.label.height}
                    rx={3}
                    fill="#ffffff"
                    fillOpacity={0.85}
                  />
                  <text
                    x={edge.label.x + 3}
                    y={edge.label.y + edge.label.height - 4}
                    fontSize={EDGE_FONT_SIZE}
                    fontWeight={isLast ? 700 : 400}
                    fill={isLast ? COLORS.last : red ? COLORS.uncovered : COLORS.muted}
                  >
                    {edge.label.text}
                  </text>
                </g>
              );
            })}
          </g>
          {coverage && (
            <g transform={`translate(8, ${layout.height + 6})`} data-legend="coverage">
              <rect width={14} height={14} rx={3} fill={COLORS.uncoveredFill} stroke={COLORS.uncovered} />
              <text x={20} y={11} fontSize={EDGE_FONT_SIZE} fill={COLORS.text}>
                {`Red: not covered by the last model-based run (${uncoveredStates} states, ${uncoveredTransitions} transitions)`}
              </text>
            </g>
          )}
        </svg>
      </div>
    </div>
  );
}
