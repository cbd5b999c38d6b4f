// The plan picker's pages by page name (src/domain/routeTable.ts): plan selection, payment and the offers, loaded
// with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const planPages = lazyPages(() => import('./index.ts'), {
  plan: (plans) => plans.PlanPage,
  pay: (plans) => plans.PaymentPage,
  payment: (plans) => plans.PaymentPage,
  special_offer: (plans) => plans.OfferPage,
  corporate_offer: (plans) => plans.OfferPage,
  invite_offer: (plans) => plans.OfferPage,
});
