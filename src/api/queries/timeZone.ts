/**
 * The account's time zone (GET /auth/getUserTimeZone, spec 7; settings): the content planner reads it before it
 * draws a day. Cached for spec 9's lifetime, like every collection; saving a profile clears it with the rest.
 */
import type { PostCalls } from '../posts.ts';
import { keyedResource, type DataCache } from './client.ts';

export const accountTimeZone = keyedResource(
  'timeZone',
  (calls: Pick<PostCalls, 'getUserTimeZone'>, _accountId: number) => calls.getUserTimeZone(),
);

/** The account's IANA time zone: from the cache while it is fresh (5 minutes), else from the server. */
export function fetchAccountTimeZone(
  calls: Pick<PostCalls, 'getUserTimeZone'>,
  accountId: number,
  cache?: DataCache,
): Promise<string> {
  return accountTimeZone.fetch(calls, accountId, cache);
}
