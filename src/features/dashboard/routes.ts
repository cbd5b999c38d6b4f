// The dashboard's pages by page name (src/domain/routeTable.ts): /dashboard, its ten tabs and /roi, loaded with the
// feature (and ECharts, in the chart kit's own chunk) on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const dashboardPages = lazyPages(() => import('./index.ts'), {
  dashboard: (dashboard) => dashboard.DashboardHomePage,
  'dashboard-overview': (dashboard) => dashboard.tabPage('overview'),
  'dashboard-roi': (dashboard) => dashboard.tabPage('roi'),
  roi: (dashboard) => dashboard.tabPage('roi'),
  'dashboard-reach': (dashboard) => dashboard.tabPage('reach'),
  'dashboard-leads': (dashboard) => dashboard.tabPage('leads'),
  'dashboard-website-traffic': (dashboard) => dashboard.tabPage('website-traffic'),
  'dashboard-new-connections': (dashboard) => dashboard.tabPage('new-connections'),
  'dashboard-leaderboard': (dashboard) => dashboard.tabPage('leaderboard'),
  'dashboard-hashtag-analytics': (dashboard) => dashboard.tabPage('hashtag-analytics'),
  'dashboard-google-reviews': (dashboard) => dashboard.tabPage('google-reviews'),
  'dashboard-action-items': (dashboard) => dashboard.tabPage('action-items'),
});
