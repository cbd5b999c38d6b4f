/**
 * The design system's look for charts (issue 17): the palette (the product's indigo first, then colours that keep
 * at least 3:1 contrast against white, WCAG 1.4.11 for graphics), the axis text (slate-600), the lines of the grid
 * and the app's font. Plain values: the chart option builders (src/features/dashboard/charts/options.ts) put them
 * into every option, so a chart looks the same wherever it is drawn and no ECharts theme has to be registered.
 */

/** Series colours in order of use; each at least 3:1 against white (checked in test/unit/ui/chartOptions.test.ts). */
export const CHART_PALETTE = [
  '#4f46e5', // indigo-600
  '#0d9488', // teal-600
  '#d97706', // amber-600
  '#db2777', // pink-600
  '#475569', // slate-600
  '#0369a1', // sky-700
  '#9333ea', // purple-600
  '#4d7c0f', // lime-700
] as const;

/** Axis labels, legend and tooltip text: slate-600 (7.6:1 on white). */
export const CHART_TEXT = '#475569';
/** Strong text (tooltip titles): slate-900. */
export const CHART_TEXT_STRONG = '#0f172a';
/** The axis line and ticks: slate-300. */
export const CHART_AXIS_LINE = '#cbd5e1';
/** The grid's split lines: slate-200. */
export const CHART_SPLIT_LINE = '#e2e8f0';
/** The page behind a chart, also the background of an exported PNG. */
export const CHART_BACKGROUND = '#ffffff';
/** The app's font (Tailwind's font-sans). */
export const CHART_FONT = 'ui-sans-serif, system-ui, sans-serif';
/** Text size of axis labels and legend, px. */
export const CHART_FONT_SIZE = 12;

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
export function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of two #rrggbb colours (WCAG 2.1), 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
