// The dashboard's chart kit (issue 17): panels, option builders and the page's CSV export. Importing it does not
// load ECharts: the runtime (EChart.tsx) is a lazy chunk loaded with the first chart drawn.
export { CHART_HEIGHTS, ChartPanel, type ChartHeight, type ChartPanelProps } from './ChartPanel.tsx';
export {
  ANIMATION_LIMIT,
  barChart,
  donutChart,
  lineChart,
  type BarSeries,
  type ChartOption,
  type DonutPart,
  type LineSeries,
} from './options.ts';
export { PageExportButton, PageExportProvider, useExportTable } from './pageExport.tsx';
export { downloadBlob, downloadCsv } from './download.ts';
