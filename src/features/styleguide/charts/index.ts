// The style guide's charts page (/charts), in a chunk of its own: it is the only importer of ECharts.
export { ChartsPage } from './ChartsPage.tsx';
