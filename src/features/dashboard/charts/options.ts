/**
 * The chart kit's option builders (issue 17): pure functions from figures to an ECharts option, in the design
 * system's look (src/ui/chartTheme.ts). Only ECharts' types are imported here, so a page can build its options
 * without loading ECharts: the runtime comes with the chart itself (EChart.tsx, a lazy chunk).
 *
 * Long series stay readable and quick: category labels thin themselves out (`interval: 'auto'`, `hideOverlap`),
 * lines of many points are sampled to what the width can show (`sampling: 'lttb'`) and lose their dots, and a
 * chart of more than ANIMATION_LIMIT points draws at once instead of animating.
 */
import type { EChartsCoreOption } from 'echarts/core';
import { compactNumber, withThousands } from '../../../domain/format.ts';
import {
  CHART_AXIS_LINE,
  CHART_BACKGROUND,
  CHART_FONT,
  CHART_FONT_SIZE,
  CHART_PALETTE,
  CHART_SPLIT_LINE,
  CHART_TEXT,
  CHART_TEXT_STRONG,
} from '../../../ui/chartTheme.ts';

export type ChartOption = EChartsCoreOption;

/** More points per series than this: no animation (a year of days draws at once). */
export const ANIMATION_LIMIT = 60;
/** More points than this: no dots on the line. */
const SYMBOL_LIMIT = 31;

export interface LineSeries {
  name: string;
  data: readonly number[];
  /** Fills the area under the line (one highlighted measure; keep it to one or two series). */
  area?: boolean;
}

export interface BarSeries {
  name: string;
  data: readonly number[];
}

export interface DonutPart {
  name: string;
  value: number;
}

const axisText = { color: CHART_TEXT, fontFamily: CHART_FONT, fontSize: CHART_FONT_SIZE };

/** A tooltip value with its thousands (spec 9); the table view has the same figures. */
const valueText = (value: unknown) =>
  typeof value === 'number' ? withThousands(value) : typeof value === 'string' ? value : '';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside the tooltip's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** What every chart shares: the palette, the font, the tooltip kept inside the chart (no sideways scroll on phones). */
function base(points: number, trigger: 'axis' | 'item'): ChartOption {
  return {
    color: [...CHART_PALETTE],
    backgroundColor: 'transparent',
    textStyle: { fontFamily: CHART_FONT, color: CHART_TEXT },
    animation: points <= ANIMATION_LIMIT,
    tooltip: {
      trigger,
      confine: true,
      valueFormatter: valueText,
      backgroundColor: CHART_BACKGROUND,
      borderColor: CHART_AXIS_LINE,
      textStyle: { color: CHART_TEXT_STRONG, fontFamily: CHART_FONT, fontSize: CHART_FONT_SIZE },
    },
  };
}

function legend(names: readonly string[], position: 'top' | 'bottom' = 'top') {
  return names.length > 1
    ? {
        legend: {
          [position]: 0,
          left: 'center',
          icon: 'roundRect',
          itemWidth: 14,
          itemHeight: 8,
          textStyle: axisText,
          data: [...names],
        },
      }
    : {};
}

/** Room for the axis labels inside the box (containLabel); more at the top when a legend sits there. */
function grid(withLegend: boolean) {
  return { left: 8, right: 16, top: withLegend ? 40 : 16, bottom: 8, containLabel: true };
}

function categoryAxis(categories: readonly string[], boundaryGap: boolean) {
  return {
    type: 'category',
    data: [...categories],
    boundaryGap,
    axisLabel: { ...axisText, interval: 'auto', hideOverlap: true },
    axisLine: { lineStyle: { color: CHART_AXIS_LINE } },
    axisTick: { alignWithLabel: true, lineStyle: { color: CHART_AXIS_LINE } },
  };
}

function valueAxis(minInterval?: number) {
  return {
    type: 'value',
    ...(minInterval ? { minInterval } : {}),
    axisLabel: { ...axisText, formatter: (value: number) => compactNumber(value), hideOverlap: true },
    splitLine: { lineStyle: { color: CHART_SPLIT_LINE } },
  };
}

/** A measure (or a few) over time: one line per series, an area under those that ask for it. */
export function lineChart({
  categories,
  series,
}: {
  categories: readonly string[];
  series: readonly LineSeries[];
}): ChartOption {
  const points = categories.length;
  const withLegend = series.length > 1;
  return {
    ...base(points, 'axis'),
    ...legend(series.map((each) => each.name)),
    grid: grid(withLegend),
    xAxis: categoryAxis(categories, false),
    yAxis: valueAxis(),
    series: series.map((each) => ({
      name: each.name,
      type: 'line',
      data: [...each.data],
      showSymbol: points <= SYMBOL_LIMIT,
      symbolSize: 6,
      lineStyle: { width: 2 },
      emphasis: { focus: 'series' },
      ...(points > ANIMATION_LIMIT ? { sampling: 'lttb' } : {}),
      ...(each.area ? { areaStyle: { opacity: 0.12 } } : {}),
    })),
  };
}

/**
 * Amounts side by side: grouped bars (one per series), `stacked` bars (the parts of each total) or `horizontal`
 * bars (rankings, long names: the first category on top).
 */
export function barChart({
  categories,
  series,
  stacked = false,
  horizontal = false,
}: {
  categories: readonly string[];
  series: readonly BarSeries[];
  stacked?: boolean;
  horizontal?: boolean;
}): ChartOption {
  const withLegend = series.length > 1;
  const category = { ...categoryAxis(categories, true), ...(horizontal ? { inverse: true } : {}) };
  const value = valueAxis();
  return {
    ...base(categories.length, 'axis'),
    ...legend(series.map((each) => each.name)),
    tooltip: { ...(base(0, 'axis').tooltip as object), axisPointer: { type: 'shadow' } },
    grid: grid(withLegend),
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    series: series.map((each) => ({
      name: each.name,
      type: 'bar',
      data: [...each.data],
      barMaxWidth: 40,
      emphasis: { focus: 'series' },
      ...(stacked ? { stack: 'total' } : {}),
    })),
  };
}

/** Parts of a whole (a handful of them): a ring with a legend below, each part's share in the tooltip. */
export function donutChart({ parts }: { parts: readonly DonutPart[] }): ChartOption {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return {
    ...base(parts.length, 'item'),
    tooltip: {
      ...(base(0, 'item').tooltip as object),
      // ECharts puts a formatter's text into the tooltip as HTML: the name is escaped.
      formatter: (params: { name: string; value: number }) =>
        `${escapeHtml(params.name)}: ${withThousands(params.value)} (${total > 0 ? Math.round((params.value / total) * 100) : 0}%)`,
    },
    legend: {
      bottom: 0,
      left: 'center',
      icon: 'circle',
      itemWidth: 10,
      itemHeight: 10,
      textStyle: axisText,
      data: parts.map((part) => part.name),
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: CHART_BACKGROUND, borderWidth: 2 },
        data: parts.map((part) => ({ name: part.name, value: part.value })),
      },
    ],
  };
}
