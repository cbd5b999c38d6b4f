// The billing pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const billingPages = lazyPages(() => import('./index.ts'), {
  billing: (billing) => billing.BillingPage,
});
