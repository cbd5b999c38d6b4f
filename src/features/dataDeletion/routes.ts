// The /fbDeletionStatus page by page name (src/domain/routeTable.ts, the legal area), loaded on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const dataDeletionPages = lazyPages(() => import('./index.ts'), {
  fbDeletionStatus: (deletion) => deletion.DeletionStatusPage,
});
