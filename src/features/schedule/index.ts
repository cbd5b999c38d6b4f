// Interface of the posting schedule feature (spec 7.5; issue 6): the /dayTimeSchedule page (routes.ts) and its
// editor, which the settings hub also shows as a tab.
export { FeedSchedule, FeedSchedulePage } from './FeedSchedulePage.tsx';
