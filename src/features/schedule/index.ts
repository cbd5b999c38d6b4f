// Interface of the posting schedule feature (spec 7.5; issue 6): the /dayTimeSchedule page by route name.
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { FeedSchedulePage } from './FeedSchedulePage.tsx';

export const schedulePages: Readonly<Record<string, ComponentType<PageProps>>> = {
  dayTimeSchedule: FeedSchedulePage,
};
export { FeedSchedulePage } from './FeedSchedulePage.tsx';
