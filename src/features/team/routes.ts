// The team page by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const teamPages = lazyPages(() => import('./index.ts'), {
  users: (team) => team.TeamPage,
});
