/**
 * A small React wrapper around ECharts (only what the charts page needs): it draws `option` into its box with the
 * SVG renderer, redraws when `option` changes and resizes with its container (ResizeObserver), so a chart follows
 * the page's width down to 360 px. Only the chart types and components used are registered (echarts/core), and
 * this module is imported only by the charts page's chunk: ECharts stays out of the first bundle.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

export function EChart({
  option,
  label,
  className = 'h-72 w-full',
}: {
  option: EChartsCoreOption;
  /** What the chart shows, in words: the drawing itself is an image to assistive technology. */
  label: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} className={`min-w-0 ${className}`} />;
}
