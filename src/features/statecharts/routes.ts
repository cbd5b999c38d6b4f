// The statechart viewer by page name (src/domain/routeTable.ts). Staff and development only (routeGuards.ts
// `canOpenRoute`): its chunk, with elkjs, never loads for customers.
import { lazyPages } from '../../app/featurePages.ts';

export const statechartPages = lazyPages(() => import('./StatechartsPage.tsx'), {
  statecharts: (viewer) => viewer.StatechartsPage,
});
