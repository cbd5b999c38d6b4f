// The style guide's charts page (/charts), in a chunk of its own; ECharts itself loads with its first chart.
export { ChartsPage } from './ChartsPage.tsx';
