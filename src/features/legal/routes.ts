// The legal pages by page name (src/domain/routeTable.ts, area `legal`), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const legalPages = lazyPages(() => import('./index.ts'), {
  terms_and_conditions: (legal) => legal.TermsPage,
  privacy: (legal) => legal.PrivacyPage,
});
