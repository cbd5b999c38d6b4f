/**
 * The chart kit's ECharts runtime (issue 17), the only module that imports it: reached through React.lazy and
 * dynamic import from ChartPanel, so ECharts is a chunk of its own that loads with the first chart and never with
 * the first route. Only the chart types and components the kit's options use are registered (tree-shaken), with
 * the SVG renderer (docs/decisions.md: why SVG).
 *
 * A small wrapper of our own rather than `echarts-for-react` (docs/decisions.md says why): it draws into its box
 * before the browser paints, redraws only when the option changes by value, resizes with its box (ResizeObserver)
 * and says when the option it shows has been drawn (`data-chart-drawn` equals `data-chart-version`), which the
 * benchmark and the end-to-end tests wait for.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useLayoutEffect, useRef, useState } from 'react';
import { CHART_BACKGROUND } from '../../../ui/chartTheme.ts';
import type { ChartOption } from './options.ts';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/**
 * `option`, kept while it stays equal by value: pages build their options on every render, and a chart redraws
 * only when its figures or look change.
 */
function useOptionByValue(option: ChartOption): { option: ChartOption; key: string } {
  const key = JSON.stringify(option);
  const [held, setHeld] = useState({ option, key });
  if (held.key !== key) {
    const next = { option, key };
    setHeld(next);
    return next;
  }
  return held;
}

/** Short text naming an option's content: what `data-chart-version` and `data-chart-drawn` hold. */
function versionOf(key: string): string {
  let hash = 5381;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash, 33) ^ key.charCodeAt(index);
  return `${(hash >>> 0).toString(36)}-${key.length}`;
}

export default function EChart({
  option,
  labelledBy,
  heightPx,
}: {
  option: ChartOption;
  /** The id of the text that says what the chart shows: the drawing is an image to assistive technology. */
  labelledBy: string;
  heightPx: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const shown = useOptionByValue(option);

  // Layout effects: the chart is drawn before the browser paints, in the same frame as the page around it.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, null, { renderer: 'svg' });
    chart.current = instance;
    // Bound before the first option: a chart drawn at once (no animation) finishes inside setOption.
    instance.on('finished', () => {
      element.dataset.chartDrawn = element.dataset.chartVersion ?? '';
    });
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => instance.resize());
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // Only a chart's first drawing may animate: new figures (another range, other networks) show at once, so a
  // change of filters is not followed by a second of bars growing; none animates for whoever prefers reduced motion.
  const drawn = useRef(false);
  useLayoutEffect(() => {
    const element = box.current;
    const instance = chart.current;
    if (!element || !instance) return;
    element.dataset.chartVersion = versionOf(shown.key);
    const still = drawn.current || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    instance.setOption(still ? { ...shown.option, animation: false } : shown.option, { notMerge: true });
    drawn.current = true;
  }, [shown]);

  return (
    <div
      ref={box}
      role="img"
      aria-labelledby={labelledBy}
      data-chart=""
      className="min-w-0"
      style={{ height: heightPx, width: '100%' }}
    />
  );
}

/**
 * The chart drawn again, off screen, as a PNG: `width` × `height` CSS pixels at twice the pixels (crisp on print
 * and high-density screens), on a white background. ECharts draws the SVG without a DOM (its server-side mode);
 * the browser rasterises it into a canvas.
 */
export async function chartPng(option: ChartOption, width: number, height: number): Promise<Blob> {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  let svg: string;
  try {
    chart.setOption({ ...option, animation: false, backgroundColor: CHART_BACKGROUND });
    svg = chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.fillStyle = CHART_BACKGROUND;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot make a PNG.'))),
      'image/png',
    ),
  );
}
