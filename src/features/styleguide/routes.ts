// The style guide's pages by page name (src/domain/routeTable.ts, the template routes), loaded on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const styleGuidePages = lazyPages(() => import('./index.ts'), {
  components: (guide) => guide.ComponentsPage,
  'components-notifications': (guide) => guide.NotificationsPage,
  'components-tables': (guide) => guide.TablesPage,
  forms: (guide) => guide.FormsPage,
  typography: (guide) => guide.TypographyPage,
  pages: (guide) => guide.PagesPage,
  sample: (guide) => guide.SamplePage,
});

// The charts page loads ECharts: a chunk of its own, so neither the first bundle nor the other guide pages carry it.
export const chartPages = lazyPages(() => import('./charts/index.ts'), {
  charts: (charts) => charts.ChartsPage,
});
