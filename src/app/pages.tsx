/**
 * Which component renders which page: the features' page tables, composed. Pages not listed render the placeholder
 * page (title and one honest line) until their feature lands; a later issue adds its feature's table here.
 *
 * Only the login page and the redirecting page are in the first bundle: every other feature's pages load on first
 * visit (`lazyPages`). RouteScreen shows a loading state while a page's chunk arrives.
 */
import { authPages } from '../features/auth/routes.ts';
import { billingPages } from '../features/billing/routes.ts';
import { dashboardPages } from '../features/dashboard/routes.ts';
import { dataDeletionPages } from '../features/dataDeletion/routes.ts';
import { helpPages } from '../features/help/routes.ts';
import { legalPages } from '../features/legal/routes.ts';
import { networkPages } from '../features/networking/routes.ts';
import { newsPages } from '../features/news/routes.ts';
import { libraryPages } from '../features/library/routes.ts';
import { designEditorPages, designerPages } from '../features/designer/routes.ts';
import { onboardingPages } from '../features/onboarding/routes.ts';
import { organisationPages } from '../features/organisation/routes.ts';
import { plannerPages } from '../features/planner/routes.ts';
import { postEditorPages } from '../features/posteditor/routes.ts';
import { planPages } from '../features/plans/routes.ts';
import { settingsPages } from '../features/settings/routes.ts';
import { socialPages } from '../features/social/routes.ts';
import { statechartPages } from '../features/statecharts/routes.ts';
import { teamPages } from '../features/team/routes.ts';
import { chartPages, styleGuidePages } from '../features/styleguide/routes.ts';
import type { PageTable } from './featurePages.ts';
import { RedirectingPage } from './RedirectingPage.tsx';

export type { PageProps } from './featurePages.ts';

export const pages: PageTable = {
  redirect: RedirectingPage,
  ...authPages,
  ...billingPages,
  ...planPages,
  ...networkPages,
  ...socialPages,
  ...plannerPages,
  ...settingsPages,
  ...teamPages,
  ...organisationPages,
  ...helpPages,
  ...onboardingPages,
  ...statechartPages,
  ...styleGuidePages,
  ...chartPages,
  ...legalPages,
  ...newsPages,
  ...libraryPages,
  ...designerPages,
  ...designEditorPages,
  ...postEditorPages,
  ...dataDeletionPages,
  ...dashboardPages,
};
