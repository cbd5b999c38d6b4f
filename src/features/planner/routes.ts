// The content planner's pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const plannerPages = lazyPages(() => import('./index.ts'), {
  contentplanner: (planner) => planner.PlannerPage,
  'contentplanner-id-id': (planner) => planner.PlannerPage,
});
