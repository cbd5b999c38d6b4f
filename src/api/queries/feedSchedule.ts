/** The header account's posting schedule (GET /auth/getFeedSchedule, spec 7.5). Saving it (POST /updateFeedSchedule) changes it. */
import type { PostCalls } from '../posts.ts';
import { keyedResource } from './client.ts';

export const feedSchedule = keyedResource('feedSchedule', (calls: Pick<PostCalls, 'getFeedSchedule'>) =>
  calls.getFeedSchedule(),
);
