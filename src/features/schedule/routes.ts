// The /dayTimeSchedule page by page name (src/domain/routeTable.ts), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const schedulePages = lazyPages(() => import('./index.ts'), {
  dayTimeSchedule: (schedule) => schedule.FeedSchedulePage,
});
