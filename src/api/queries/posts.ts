/**
 * The account's posts as the content planner reads them: the month view's first posts of each day with the counts
 * (POST /auth/getCalendarMonth), the week and day views' posts of a range (POST /auth/getCalendarPosts), and those
 * without a date. The planner polls the shown range every 5 s so statuses change live: that read
 * is never answered from the cache (staleTime 0), and a second read of the same range while one runs shares it.
 * Creating, editing, approving, removing or moving a post marks every cached read of the account's posts stale.
 */
import type { RequestOptions } from '../client.ts';
import type { PostCalls } from '../posts.ts';
import type { PlannerView } from '../../domain/calendar.ts';
import { MONTH_CELL_POSTS, type PostsLoad } from '../../domain/calendarCounts.ts';
import type { PostFilter } from '../../domain/plannerFilter.ts';
import type { Post } from '../../domain/posts.ts';
import { timings } from '../../domain/constants.ts';
import { invalidate, keyOf, queryClient, type CachedRead, type DataCache } from './client.ts';

export interface PostRange {
  accountId: number;
  /** UTC ISO instants, [start, end). */
  start: string;
  end: string;
  /**
   * The month view's read (POST /auth/getCalendarMonth: the first `perDay` posts of each day in `filter`, and the
   * counts); absent for the week and day views (POST /auth/getCalendarPosts: every post of the range).
   */
  month?: { timeZone: string; filter: PostFilter; perDay: number };
}

type CalendarCalls = Pick<PostCalls, 'getCalendarPosts' | 'getCalendarMonth'>;

/** The read a view of the planner makes: the month view its cards and counts, the week and day views every post. */
export function calendarRead(
  accountId: number,
  view: PlannerView,
  range: { start: string; end: string },
  timeZone: string,
  filter: PostFilter,
): PostRange {
  const { start, end } = range;
  return view === 'month'
    ? { accountId, start, end, month: { timeZone, filter, perDay: MONTH_CELL_POSTS } }
    : { accountId, start, end };
}

/** `['posts', accountId]` is the prefix of every read of the account's posts. */
export const postKeys = {
  account: (accountId?: number) => keyOf('posts', accountId),
  range: ({ accountId, start, end, month }: PostRange) =>
    month
      ? [...keyOf('posts', accountId), 'month', start, end, month.timeZone, month.filter, month.perDay]
      : [...keyOf('posts', accountId), 'range', start, end],
};

/** What marks a read made by a route data preload (`preloadRangePosts`). */
const PRELOADED = { preloaded: true } as const;

function read(calls: CalendarCalls, range: PostRange, options: RequestOptions): Promise<PostsLoad<Post>> {
  const { accountId, start, end, month } = range;
  return month
    ? calls.getCalendarMonth({ accountId, start, end, ...month }, options)
    : calls.getCalendarPosts({ accountId, start, end }, options);
}

/**
 * The posts of a range, always from the server (a live read), except one a route data preload read less than one
 * refresh period ago (5 s, what a poll would show anyway): the planner's first read takes that answer, or shares the
 * preload's call while it runs. A refresh (`background`) always asks the server. `signal` aborting (the planner moved on) cancels the
 * call; `background` marks the planner's refresh, which does not keep the session alive (spec 4.3).
 */
export function fetchRangePosts(
  calls: CalendarCalls,
  range: PostRange,
  { signal, background }: RequestOptions = {},
  cache: DataCache = queryClient,
): Promise<PostsLoad<Post>> {
  const queryKey = postKeys.range(range);
  signal?.addEventListener('abort', () => void cache.cancelQueries({ queryKey }));
  return cache.fetchQuery({
    queryKey,
    queryFn: ({ signal: querySignal }) => read(calls, range, { signal: querySignal, background }),
    staleTime: (query) => (!background && query.meta?.preloaded === true ? timings.plannerRefresh : 0),
  });
}

/**
 * Reads a range ahead of the planner (issue 14: the month the planner opens on, while the session is checked); the
 * answer waits in the cache for the planner's first read. A failure is dropped: the planner reads for itself.
 */
export function preloadRangePosts(
  calls: CalendarCalls,
  range: PostRange,
  cache: DataCache = queryClient,
): Promise<void> {
  return cache.prefetchQuery({
    queryKey: postKeys.range(range),
    queryFn: ({ signal }) => read(calls, range, { signal }),
    meta: PRELOADED,
    staleTime: 0,
  });
}

/** After a write to the account's posts: every cached read of them is stale. */
export function invalidatePosts(accountId: number, cache: DataCache = queryClient): Promise<void> {
  return invalidate(postKeys.account(accountId), cache);
}

/**
 * One whole post (POST /auth/getPostById: its networks' own texts, first comment and alt texts too), for the
 * full-page post editor. Under the account's posts key, so every write to them marks it stale.
 */
export function postById(
  calls: Pick<PostCalls, 'getPostById'>,
  accountId: number,
  postId: number,
): CachedRead<Post> {
  return {
    queryKey: [...postKeys.account(accountId), 'byId', postId],
    queryFn: () => calls.getPostById({ accountId, postId }),
  };
}
