/**
 * Which ECharts renderer the chart kit uses (docs/decisions.md, issue 17): draws the dashboard's heaviest chart, a
 * 365-day line of 5 series built by the kit's own lineChart, with the SVG and with the canvas renderer in Chromium,
 * alternating, and reports the medians of: first draw (init + setOption, drawn without animation), redraw with new
 * figures (a range change), and the frame painted after each, plus making the 2x PNG of the export.
 *
 *   node --import tsx scripts/benchChartRenderer.ts [runs = 15]
 *
 * Not part of `npm run bench` (it measures a choice, not the product); prints one JSON line.
 */
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { lineChart } from '../src/features/dashboard/charts/options.ts';

const runs = Math.min(60, Math.max(3, Number(process.argv[2] ?? 15)));
const require = createRequire(import.meta.url);
const echartsPath = require.resolve('echarts/dist/echarts.min.js');

const days = Array.from({ length: 365 }, (_, index) =>
  new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
);
const seriesOf = (shift: number) =>
  [1, 2, 3, 4, 6].map((network) => ({
    name: `Network ${network}`,
    data: days.map((_, index) =>
      Math.round(1000 * network + 400 * Math.sin((index + shift) / (3 + network))),
    ),
    area: network === 1,
  }));
// Functions (formatters) do not cross into the page; the drawing work is the same without them.
const first = JSON.parse(JSON.stringify(lineChart({ categories: days, series: seriesOf(0) }))) as object;
const second = JSON.parse(JSON.stringify(lineChart({ categories: days, series: seriesOf(40) }))) as object;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="box"></div></body></html>');
  await page.addScriptTag({ path: echartsPath });
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  const result = await page.evaluate(
    async ({ first, second, runs }) => {
      type Chart = {
        setOption(option: object, opts?: object): void;
        dispose(): void;
        getDataURL(opts: object): string;
        renderToSVGString(): string;
      };
      const echarts = (window as unknown as { echarts: { init(...args: unknown[]): Chart } }).echarts;
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return +sorted[Math.floor(sorted.length / 2)]!.toFixed(1);
      };
      const box = document.getElementById('box')!;
      box.style.cssText = 'width:960px;height:368px';
      const samples: Record<string, Record<string, number[]>> = { svg: {}, canvas: {} };
      const add = (renderer: string, name: string, ms: number) => (samples[renderer]![name] ??= []).push(ms);
      for (let run = 0; run <= runs; run += 1) {
        for (const renderer of run % 2 === 0 ? ['svg', 'canvas'] : ['canvas', 'svg']) {
          let start = performance.now();
          const chart = echarts.init(box, null, { renderer });
          chart.setOption(first, { notMerge: true });
          const drawn = performance.now() - start;
          await painted();
          const firstPainted = performance.now() - start;
          start = performance.now();
          chart.setOption(second, { notMerge: true });
          const redrawn = performance.now() - start;
          await painted();
          const redrawPainted = performance.now() - start;
          start = performance.now();
          if (renderer === 'canvas') {
            chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
          } else {
            const ssr = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 960, height: 368 });
            ssr.setOption(second);
            const svg = ssr.renderToSVGString();
            ssr.dispose();
            const image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = 1920;
            canvas.height = 736;
            const context = canvas.getContext('2d')!;
            context.fillStyle = '#fff';
            context.fillRect(0, 0, 1920, 736);
            context.drawImage(image, 0, 0, 1920, 736);
            await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
          }
          const png = performance.now() - start;
          chart.dispose();
          // The first run of each warms up and is not counted.
          if (run === 0) continue;
          add(renderer, 'firstDrawMs', drawn);
          add(renderer, 'firstPaintedMs', firstPainted);
          add(renderer, 'redrawMs', redrawn);
          add(renderer, 'redrawPaintedMs', redrawPainted);
          add(renderer, 'pngMs', png);
        }
      }
      return Object.fromEntries(
        Object.entries(samples).map(([renderer, byName]) => [
          renderer,
          Object.fromEntries(Object.entries(byName).map(([name, values]) => [name, median(values)])),
        ]),
      );
    },
    { first, second, runs },
  );
  console.log(JSON.stringify({ points: 365, series: 5, width: 960, height: 368, runs, ...result }));
} finally {
  await browser.close();
}
