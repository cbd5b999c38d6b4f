/**
 * The content planner's first reads, started while the session is checked (issue 14): the account's time zone and
 * the posts of the month the planner opens on (the machine's first view is the month of today in that zone). Both
 * land in the data cache, where the planner's own first reads find them (`fetchRangePosts` takes a preloaded answer
 * younger than one refresh period). The month needs the zone, so it is read in the zone the planner last read for
 * this account (zoneMemory.ts) at the same time as the zone itself, and read again only when the answer differs.
 * Nothing is read when the address names another account than the credentials carry (the route guard switches
 * first), and a failure is dropped: the planner then reads, and reports, itself.
 */
import { credentialsAccountId, preloadApi } from '../../api/preloadApi.ts';
import { postCalls, type PostCalls } from '../../api/posts.ts';
import type { DataCache } from '../../api/queries/client.ts';
import { calendarRead, preloadRangePosts } from '../../api/queries/posts.ts';
import { fetchAccountTimeZone } from '../../api/queries/timeZone.ts';
import { parseAccountId } from '../../domain/accounts.ts';
import { todayKey, visibleRange } from '../../domain/calendar.ts';
import { FIRST_PLANNER_VIEW } from '../../domain/constants.ts';
import { isKnownZone } from '../../domain/timeZones.ts';
import type { RouteMatch } from '../../domain/routes.ts';
import { yieldToMain } from '../../app/yieldToMain.ts';
import { storageZoneMemory, type ZoneMemory } from './zoneMemory.ts';

export interface PlannerPreloadEffects {
  readonly calls: Pick<PostCalls, 'getUserTimeZone' | 'getCalendarPosts' | 'getCalendarMonth'>;
  /** The account the request credentials carry. */
  readonly accountId: number | null;
  readonly now?: () => Date;
  readonly cache?: DataCache;
  /** The zone last read for the account (browser storage by default). */
  readonly memory?: ZoneMemory;
}

export async function preloadPlannerData(
  { params }: RouteMatch,
  { calls, accountId, now = () => new Date(), cache, memory = storageZoneMemory() }: PlannerPreloadEffects = {
    calls: postCalls(preloadApi),
    accountId: credentialsAccountId(),
  },
): Promise<void> {
  if (accountId === null) return;
  if (params.accid !== undefined && parseAccountId(params.accid) !== accountId) return;
  // What the planner's first read asks for: its first view, with every post shown (filter 'all'). The first look at
  // a time zone loads the browser's zone data, a long piece of work: a task of its own, between two yields.
  const preloadMonth = async (zone: string) => {
    await yieldToMain();
    if (!isKnownZone(zone)) return;
    await yieldToMain();
    const range = visibleRange(FIRST_PLANNER_VIEW, todayKey(now(), zone), zone);
    await preloadRangePosts(calls, calendarRead(accountId, FIRST_PLANNER_VIEW, range, zone, 'all'), cache);
  };
  const zoneRead = fetchAccountTimeZone(calls, accountId, cache);
  const recalled = memory.recall(accountId);
  // Started beside the zone's read; awaited only if the zone turns out to be this one.
  const guessed = recalled === null ? null : preloadMonth(recalled).catch(() => undefined);
  try {
    const zone = await zoneRead;
    memory.remember(accountId, zone);
    await (zone === recalled ? guessed : preloadMonth(zone));
  } catch {
    // The planner's own reads decide what to show.
  }
}
