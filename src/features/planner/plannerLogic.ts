/**
 * The planner machine, and the post editor it opens, with the app's side effects supplied (spec 2.6, 4.1, 4.9, 8):
 * the time zone and the posts read through the data cache (src/api/queries), the real post calls (each write marks
 * the cached posts stale), toasts, and console logging for failed loads (spec 8: failed loads are only logged).
 */
import { fromPromise } from 'xstate';
import {
  plannerMachine,
  type AccountTimeZone,
  type LoadLinkedPostInput,
  type LoadPostsInput,
  type LoadTimeZoneInput,
  type PlannerLoad,
  type ReschedulePostInput,
} from '../../../machines/planner.machine.ts';
import type { ApprovePostsInput } from '../../../machines/postEditor.machine.ts';
import type { PostCalls } from '../../api/posts.ts';
import { queryClient, type DataCache } from '../../api/queries/client.ts';
import { calendarRead, fetchRangePosts } from '../../api/queries/posts.ts';
import { fetchAccountTimeZone } from '../../api/queries/timeZone.ts';
import { todayKey } from '../../domain/calendar.ts';
import { isKnownZone } from '../../domain/timeZones.ts';
import type { Post } from '../../domain/posts.ts';
import type { ToastInput } from '../../domain/toast.ts';

import { consoleLog, postEditorLogic, writtenPosts, type Log } from './postEditorLogic.ts';
import { storageZoneMemory, type ZoneMemory } from './zoneMemory.ts';

export type { Log };

/** The id of the planner machine's background refresh (state `refreshing`). */
export const REFRESH_INVOKE_ID = 'refreshPosts';

export interface PlannerEffects {
  calls: Pick<
    PostCalls,
    | 'getUserTimeZone'
    | 'getPostById'
    | 'getCalendarPosts'
    | 'getCalendarMonth'
    | 'addPost'
    | 'updatePost'
    | 'approvePosts'
    | 'reschedulePost'
    | 'deletePost'
  >;
  showToast: (toast: ToastInput) => void;
  log?: Log;
  /** The data cache the time zone and the posts are read through (the app's by default). */
  cache?: DataCache;
  /** The clock: today is today in the account's zone. */
  now?: () => Date;
  /** The zone when this browser does not know the account's: the browser's own. */
  fallbackZone?: () => string;
  /** Where the account's zone is remembered for the next load's preload (plannerPreload.ts): browser storage. */
  zoneMemory?: ZoneMemory;
}

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function plannerLogic({
  calls,
  showToast,
  log = consoleLog,
  cache = queryClient,
  now = () => new Date(),
  fallbackZone = browserZone,
  zoneMemory = storageZoneMemory(),
}: PlannerEffects) {
  const actions = {
    showToast: (_: unknown, toast: ToastInput) => showToast(toast),
    logFailure: (_: unknown, { what, error }: { what: string; error: unknown }) =>
      log(`[planner] ${what} failed`, error),
  };
  const written = writtenPosts(cache);
  const approvePosts = fromPromise<unknown, ApprovePostsInput>(({ input }) =>
    written(input.accountId, calls.approvePosts({ accountId: input.accountId, postIds: input.postIds })),
  );
  const postEditor = postEditorLogic({ calls, showToast, log, cache });
  return plannerMachine.provide({
    actors: {
      // The account's zone, checked before use: a zone this browser does not know (an unknown IANA name would
      // break every date) falls back to the browser's. A failed read fails (the planner offers Retry): showing the
      // calendar in another zone than the account's would schedule posts at the wrong hour.
      loadTimeZone: fromPromise<AccountTimeZone, LoadTimeZoneInput>(async ({ input }) => {
        const found = await fetchAccountTimeZone(calls, input.accountId, cache);
        zoneMemory.remember(input.accountId, found);
        let timeZone = found;
        if (!isKnownZone(found)) {
          log('[planner] the account time zone is unknown here', found);
          timeZone = fallbackZone();
        }
        return { timeZone, today: todayKey(now(), timeZone) };
      }),
      // A link to one post: the calendar opens on its day (a post of another account, or removed, answers an error).
      loadLinkedPost: fromPromise<Post, LoadLinkedPostInput>(({ input, signal }) =>
        calls.getPostById({ accountId: input.accountId, postId: input.postId }, signal),
      ),
      // The machine invokes it as `loadPosts` when the person opens or moves the calendar, and as `refreshPosts`
      // every 5 s: that refresh is a background call, it does not keep the session alive.
      // The month view reads its cards and counts, the week and day views every post of their days.
      loadPosts: fromPromise<PlannerLoad, LoadPostsInput>(({ input, signal, self }) =>
        fetchRangePosts(
          calls,
          calendarRead(input.accountId, input.view, input, input.timeZone, input.filter),
          { signal, background: self.id === REFRESH_INVOKE_ID },
          cache,
        ),
      ),
      approvePosts,
      reschedulePost: fromPromise<Post, ReschedulePostInput>(({ input }) =>
        written(input.accountId, calls.reschedulePost(input)),
      ),
      postEditor,
    },
    actions,
  });
}
