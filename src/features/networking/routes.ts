// The Networking page by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const networkPages = lazyPages(() => import('./index.ts'), {
  network: (networking) => networking.NetworkPage,
});
