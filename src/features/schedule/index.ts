// Interface of the posting schedule feature (spec 7.5; issue 6): the /dayTimeSchedule page (routes.ts).
export { FeedSchedulePage } from './FeedSchedulePage.tsx';
