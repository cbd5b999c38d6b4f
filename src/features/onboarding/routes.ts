// The setup pages by page name (src/domain/routeTable.ts), loaded with the feature on first visit. The posting
// schedule and social accounts pages are listed here too: inside a running setup they are its last steps.
import { lazyPages } from '../../app/featurePages.ts';

export const onboardingPages = lazyPages(() => import('./index.ts'), {
  subjects_services: (setup) => setup.setupStepPages.subjects_services,
  goals_objectives: (setup) => setup.setupStepPages.goals_objectives,
  chaptername: (setup) => setup.setupStepPages.chaptername,
  topics: (setup) => setup.setupStepPages.topics,
  categories: (setup) => setup.setupStepPages.categories,
  dayTimeSchedule: (setup) => setup.SetupSchedulePage,
  social_accounts: (setup) => setup.SetupSocialPage,
});
