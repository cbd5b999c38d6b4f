// The content planner's pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit; their
// first reads (time zone, the month's posts) start with the session check (plannerPreload.ts), and the page says when
// the month is drawn (src/app/mainContent.ts).
import { lazyPages } from '../../app/featurePages.ts';

export const plannerPages = lazyPages(
  () => import('./index.ts'),
  {
    contentplanner: (planner) => planner.PlannerPage,
    'contentplanner-id-id': (planner) => planner.PlannerPage,
  },
  {
    preloadData: async (match) => (await import('./plannerPreload.ts')).preloadPlannerData(match),
    announcesMainContent: true,
  },
);
