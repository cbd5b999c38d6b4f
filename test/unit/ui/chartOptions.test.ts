/**
 * The chart kit's option builders (src/features/dashboard/charts/options.ts) and theme (src/ui/chartTheme.ts):
 * the design system's palette with enough contrast, one series per input in order, no animation and sampled lines
 * for long series, stacked bars that stack, horizontal bars with the first on top, and tooltips that cannot be
 * turned into HTML by a name.
 */
import { describe, expect, it } from 'vitest';
import {
  ANIMATION_LIMIT,
  barChart,
  donutChart,
  escapeHtml,
  lineChart,
} from '../../../src/features/dashboard/charts/options.ts';
import { CHART_PALETTE, CHART_TEXT, contrastRatio } from '../../../src/ui/chartTheme.ts';

interface Series {
  name?: string;
  type: string;
  data: unknown[];
  stack?: string;
  sampling?: string;
  areaStyle?: unknown;
  showSymbol?: boolean;
}
interface Axis {
  type: string;
  data?: string[];
  inverse?: boolean;
  axisLabel?: {
    color?: string;
    interval?: unknown;
    hideOverlap?: boolean;
    formatter?: (value: number) => string;
  };
}
interface Shape {
  color: string[];
  animation: boolean;
  series: Series[];
  xAxis: Axis;
  yAxis: Axis;
  grid: { containLabel: boolean };
  legend?: { data: string[] };
  tooltip: {
    trigger: string;
    confine: boolean;
    valueFormatter: (value: unknown) => string;
    formatter?: (params: { name: string; value: number }) => string;
  };
  textStyle: { fontFamily: string };
}
const shape = (option: unknown) => option as Shape;

const days = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
  );
const values = (count: number, step = 1) => Array.from({ length: count }, (_, index) => index * step);

describe('chart theme', () => {
  it('starts with the product indigo and keeps every colour at 3:1 or more against white', () => {
    expect(CHART_PALETTE[0]).toBe('#4f46e5');
    expect(new Set(CHART_PALETTE).size).toBe(CHART_PALETTE.length);
    for (const colour of CHART_PALETTE) expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    // Axis text is text: 4.5:1.
    expect(contrastRatio(CHART_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('lineChart', () => {
  it('draws one line per series, in order, in the palette, with the app font and labels inside the box', () => {
    const option = shape(
      lineChart({
        categories: ['Jan', 'Feb', 'Mar'],
        series: [
          { name: 'Reach', data: [1, 2, 3], area: true },
          { name: 'Views', data: [4, 5, 6] },
        ],
      }),
    );
    expect(option.color).toEqual([...CHART_PALETTE]);
    expect(option.textStyle.fontFamily).toMatch(/sans-serif/);
    expect(option.grid.containLabel).toBe(true);
    expect(option.series.map((series) => [series.name, series.type, series.data])).toEqual([
      ['Reach', 'line', [1, 2, 3]],
      ['Views', 'line', [4, 5, 6]],
    ]);
    expect(option.series[0]!.areaStyle).toBeDefined();
    expect(option.series[1]!.areaStyle).toBeUndefined();
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Jan', 'Feb', 'Mar'] });
    expect(option.xAxis.axisLabel?.color).toBe(CHART_TEXT);
    expect(option.legend?.data).toEqual(['Reach', 'Views']);
    expect(option.tooltip).toMatchObject({ trigger: 'axis', confine: true });
    expect(option.animation).toBe(true);
  });

  it('has no legend for a single series', () => {
    const option = shape(lineChart({ categories: ['a'], series: [{ name: 'Followers', data: [1] }] }));
    expect(option.legend).toBeUndefined();
  });

  it(`draws a year of days at once: no animation above ${ANIMATION_LIMIT} points, sampled lines, no dots`, () => {
    const long = shape(
      lineChart({
        categories: days(365),
        series: [1, 2, 3, 4, 6].map((network) => ({
          name: `Network ${network}`,
          data: values(365, network),
        })),
      }),
    );
    expect(long.animation).toBe(false);
    expect(long.series).toHaveLength(5);
    for (const series of long.series) {
      expect(series.sampling).toBe('lttb');
      expect(series.showSymbol).toBe(false);
      expect(series.data).toHaveLength(365);
    }
    // The day labels thin themselves out rather than overlap.
    expect(long.xAxis.axisLabel).toMatchObject({ interval: 'auto', hideOverlap: true });

    const edge = shape(
      lineChart({ categories: days(ANIMATION_LIMIT), series: [{ name: 'a', data: values(60) }] }),
    );
    expect(edge.animation).toBe(true);
    expect(edge.series[0]!.sampling).toBeUndefined();
    const past = shape(
      lineChart({ categories: days(ANIMATION_LIMIT + 1), series: [{ name: 'a', data: values(61) }] }),
    );
    expect(past.animation).toBe(false);
  });

  it('writes values with thousands in the tooltip and compact on the axis (spec 9)', () => {
    const option = shape(lineChart({ categories: ['a'], series: [{ name: 'Views', data: [1_234_567] }] }));
    expect(option.tooltip.valueFormatter(1_234_567)).toBe('1,234,567');
    expect(option.tooltip.valueFormatter('n/a')).toBe('n/a');
    expect(option.yAxis.axisLabel?.formatter?.(25_000)).toBe('25K');
  });

  it('does not share arrays with its input', () => {
    const data = [1, 2];
    const categories = ['a', 'b'];
    const option = shape(lineChart({ categories, series: [{ name: 's', data }] }));
    expect(option.series[0]!.data).not.toBe(data);
    expect(option.xAxis.data).not.toBe(categories);
  });
});

describe('barChart', () => {
  const input = {
    categories: ['Facebook', 'Instagram'],
    series: [
      { name: 'This period', data: [3, 4] },
      { name: 'Previous period', data: [1, 2] },
    ],
  };

  it('groups bars side by side by default: categories below, values up, nothing stacked', () => {
    const option = shape(barChart(input));
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['Facebook', 'Instagram'] });
    expect(option.yAxis.type).toBe('value');
    expect(option.series.map((series) => [series.type, series.stack])).toEqual([
      ['bar', undefined],
      ['bar', undefined],
    ]);
    expect(option.legend?.data).toEqual(['This period', 'Previous period']);
  });

  it('stacks every series on one stack when stacked', () => {
    const option = shape(barChart({ ...input, stacked: true }));
    const stacks = option.series.map((series) => series.stack);
    expect(stacks.every((stack) => typeof stack === 'string' && stack === stacks[0])).toBe(true);
  });

  it('lies down for rankings: categories on the side, the first on top', () => {
    const option = shape(barChart({ ...input, horizontal: true }));
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Facebook', 'Instagram'], inverse: true });
    expect(option.xAxis.type).toBe('value');
  });

  it('does not animate a long run of bars', () => {
    expect(
      shape(barChart({ categories: days(90), series: [{ name: 'a', data: values(90) }] })).animation,
    ).toBe(false);
    expect(shape(barChart(input)).animation).toBe(true);
  });
});

describe('donutChart', () => {
  it('draws a ring of the parts, named in a legend, with each share in the tooltip', () => {
    const option = shape(
      donutChart({
        parts: [
          { name: 'Likes', value: 750 },
          { name: 'Comments', value: 250 },
        ],
      }),
    );
    const [ring] = option.series as unknown as {
      type: string;
      radius: string[];
      data: { name: string; value: number }[];
    }[];
    expect(ring!.type).toBe('pie');
    expect(ring!.radius).toHaveLength(2);
    expect(ring!.data).toEqual([
      { name: 'Likes', value: 750 },
      { name: 'Comments', value: 250 },
    ]);
    expect(option.legend?.data).toEqual(['Likes', 'Comments']);
    expect(option.tooltip.trigger).toBe('item');
    expect(option.tooltip.formatter?.({ name: 'Likes', value: 750 })).toBe('Likes: 750 (75%)');
  });

  it('escapes names in the tooltip, which ECharts shows as HTML', () => {
    const option = shape(donutChart({ parts: [{ name: '<img src=x onerror=alert(1)>', value: 1 }] }));
    expect(option.tooltip.formatter?.({ name: '<img src=x onerror=alert(1)>', value: 1 })).toBe(
      '&lt;img src=x onerror=alert(1)&gt;: 1 (100%)',
    );
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });

  it('says 0% rather than dividing by nothing', () => {
    const option = shape(donutChart({ parts: [{ name: 'None', value: 0 }] }));
    expect(option.tooltip.formatter?.({ name: 'None', value: 0 })).toBe('None: 0 (0%)');
  });
});
