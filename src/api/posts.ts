/**
 * Content planner calls (src/contract/posts.ts, src/server/README.md), one function per call, each answer parsed
 * with the contract's schema and turned into the domain's `Post` (src/domain/posts.ts). A call resolves with the
 * envelope's `data`; an answer with null data is an ApiError('badResponse').
 *
 * - getPosts: POST /auth/getpost {page, account_id, start, end}: every post scheduled in [start, end).
 * - getCalendarPosts: POST /auth/getCalendarPosts {account_id, start, end}: the same posts and the posts without a
 *   date, with only what the planner shows (the week and day views' call; see `Post` in src/domain/posts.ts for what
 *   it leaves out), and their total.
 * - getCalendarMonth: POST /auth/getCalendarMonth, what the month view draws: the first posts of each day and each
 *   day's counts by filter group (issue 20).
 * - getPostById: POST /auth/getPostById {post_id, account_id}, one whole post (the full-page post editor).
 * - addPost, updatePost, approvePosts, reschedulePost, deletePost: the planner's own calls.
 * - getUserTimeZone: GET /auth/getUserTimeZone, the current account's IANA time zone.
 * - getFeedSchedule, updateFeedSchedule: GET /auth/getFeedSchedule and POST /updateFeedSchedule, the posting
 *   schedule (weekday 0 = Sunday and 'HH:MM' slots).
 */
import type * as v from 'valibot';
import {
  calendarMonthResponse,
  calendarPostsResponse,
  deletePostResponse,
  feedScheduleResponse,
  postResponse,
  postsResponse,
  type AddPostRequest,
  type CalendarPostWire,
  type FeedSlot,
  type PostWire,
  type UpdatePostRequest,
} from '../contract/posts.ts';
import { userTimezoneResponse } from '../contract/onboarding.ts';
import type { CalendarCounts, PostsLoad } from '../domain/calendarCounts.ts';
import type { PostFilter } from '../domain/plannerFilter.ts';
import type { Post } from '../domain/posts.ts';
import { dataOf, type ApiClient, type RequestOptions } from './client.ts';

/** A post as the wire carries it, as the domain reads it (the same fields, copied so nothing is shared). */
export function postFromWire(wire: PostWire): Post {
  return {
    id: wire.id,
    account_id: wire.account_id,
    description: wire.description,
    media: [...wire.media],
    scheduled_at: wire.scheduled_at,
    created_at: wire.created_at,
    updated_at: wire.updated_at,
    msp: wire.msp.map((msp) => ({
      status: msp.status,
      approved: msp.approved,
      channeldata: msp.channeldata.map((channel) => ({ ...channel })),
    })),
    texts: wire.texts.map((entry) => ({ ...entry })),
    first_comment: wire.first_comment,
    alt_texts: [...wire.alt_texts],
  };
}

/**
 * A calendar post as the domain reads it: `status`, `approved` and `channels` become the first msp element. The
 * parsed answer is fresh (valibot builds new objects), so its channel objects are taken as they are.
 */
export function postFromCalendarWire(wire: CalendarPostWire): Post {
  return {
    id: wire.id,
    description: wire.description,
    media: wire.media,
    scheduled_at: wire.scheduled_at,
    msp: [{ status: wire.status, approved: wire.approved, channeldata: wire.channels }],
  };
}

/** What the month view asks for (POST /auth/getCalendarMonth). */
export interface MonthRequest {
  accountId: number;
  /** UTC ISO instants, [start, end). */
  start: string;
  end: string;
  /** The IANA zone the days are days in. */
  timeZone: string;
  filter: PostFilter;
  perDay: number;
}

/** The `approved` flag of a new post: optional on the wire (defaults to 1). */
export type NewPost = Omit<
  AddPostRequest,
  'media' | 'approved' | 'library_post_id' | 'texts' | 'first_comment' | 'alt_texts'
> &
  Partial<
    Pick<AddPostRequest, 'media' | 'approved' | 'library_post_id' | 'texts' | 'first_comment' | 'alt_texts'>
  >;
export type PostChanges = Omit<UpdatePostRequest, 'media'> & { media?: string[] };

export function postCalls(api: ApiClient) {
  async function call<TSchema extends v.GenericSchema<unknown, { data: unknown }>>(
    schema: TSchema,
    path: string,
    options: Parameters<ApiClient['call']>[2] = {},
  ) {
    const answer = await api.call(schema, path, options);
    return dataOf(path, answer) as NonNullable<v.InferOutput<TSchema>['data']>;
  }

  return {
    /** POST /auth/getpost with a range: every post of the account scheduled in [start, end) (UTC ISO). */
    getPosts: async (
      request: { accountId: number; start: string; end: string },
      signal?: AbortSignal,
    ): Promise<Post[]> =>
      (
        await call(postsResponse, '/auth/getpost', {
          body: { page: 1, account_id: request.accountId, start: request.start, end: request.end },
          signal,
        })
      ).map(postFromWire),

    /**
     * POST /auth/getCalendarPosts: the posts of [start, end) (UTC ISO) and those without a date, as the planner shows
     * them (at most POST_RANGE_LIMIT), and how many there are (`rows`): the week and day views' call.
     */
    getCalendarPosts: async (
      request: { accountId: number; start: string; end: string },
      { signal, background }: RequestOptions = {},
    ): Promise<PostsLoad<Post>> => {
      const path = '/auth/getCalendarPosts';
      const answer = await api.call(calendarPostsResponse, path, {
        body: { account_id: request.accountId, start: request.start, end: request.end },
        signal,
        background,
      });
      const posts = dataOf(path, answer).map(postFromCalendarWire);
      return { posts, total: Math.max(answer.rows ?? posts.length, posts.length), counts: null };
    },

    /**
     * POST /auth/getCalendarMonth (issue 20): the month view's posts (the first `perDay` of each day in `filter`, and
     * the first posts without a date), each day's count by filter group, and the total: bounded for any month.
     */
    getCalendarMonth: async (
      request: MonthRequest,
      { signal, background }: RequestOptions = {},
    ): Promise<PostsLoad<Post>> => {
      const path = '/auth/getCalendarMonth';
      const answer = await api.call(calendarMonthResponse, path, {
        body: {
          account_id: request.accountId,
          start: request.start,
          end: request.end,
          time_zone: request.timeZone,
          filter: request.filter,
          per_day: request.perDay,
        },
        signal,
        background,
      });
      const month = dataOf(path, answer);
      const days: CalendarCounts['days'] = {};
      for (const { day, counts } of month.days) days[day] = counts;
      const posts = month.posts.map(postFromCalendarWire);
      return {
        posts,
        total: Math.max(answer.rows ?? posts.length, posts.length),
        counts: { days, undated: month.undated },
      };
    },

    /** POST /auth/getPostById: one post with everything the post editor edits (texts, first comment, alt texts). */
    getPostById: async (
      request: { accountId: number; postId: number },
      signal?: AbortSignal,
    ): Promise<Post> =>
      postFromWire(
        await call(postResponse, '/auth/getPostById', {
          body: { post_id: request.postId, account_id: request.accountId },
          signal,
        }),
      ),

    /** POST /auth/addPost: a new post (approved 1 unless 0 is sent); answers it as stored. */
    addPost: async (request: NewPost): Promise<Post> =>
      postFromWire(await call(postResponse, '/auth/addPost', { body: request })),

    /** POST /auth/updatePost: text, schedule and channels of a post; answers it as stored. */
    updatePost: async (request: PostChanges): Promise<Post> =>
      postFromWire(await call(postResponse, '/auth/updatePost', { body: request })),

    /** POST /auth/approvePosts: 'Needs approval' becomes 'Scheduled'; answers the approved posts. */
    approvePosts: async (request: { accountId: number; postIds: number[] }): Promise<Post[]> =>
      (
        await call(postsResponse, '/auth/approvePosts', {
          body: { account_id: request.accountId, post_ids: request.postIds },
        })
      ).map(postFromWire),

    /** POST /auth/reschedulePost: a new time (UTC ISO); answers the post as stored. */
    reschedulePost: async (request: {
      accountId: number;
      postId: number;
      scheduledAt: string;
    }): Promise<Post> =>
      postFromWire(
        await call(postResponse, '/auth/reschedulePost', {
          body: {
            post_id: request.postId,
            account_id: request.accountId,
            scheduled_at: request.scheduledAt,
          },
        }),
      ),

    /** POST /auth/deletePost: removes a post (soft delete). */
    deletePost: async (request: { accountId: number; postId: number }) =>
      call(deletePostResponse, '/auth/deletePost', {
        body: { post_id: request.postId, account_id: request.accountId },
      }),

    /** GET /auth/getFeedSchedule: the header account's posting schedule as last saved ([] when none). */
    getFeedSchedule: async (signal?: AbortSignal): Promise<FeedSlot[]> =>
      (await call(feedScheduleResponse, '/auth/getFeedSchedule', { signal })).schedule.map((slot) => ({
        ...slot,
      })),

    /** POST /updateFeedSchedule: replaces the account's posting schedule; answers it as stored. */
    updateFeedSchedule: async (request: { accountId: number; schedule: readonly FeedSlot[] }) =>
      (
        await call(feedScheduleResponse, '/updateFeedSchedule', {
          body: { account_id: request.accountId, schedule: request.schedule.map((slot) => ({ ...slot })) },
        })
      ).schedule.map((slot) => ({ ...slot })),

    /** GET /auth/getUserTimeZone: the current account's IANA time zone ('Europe/London'). */
    getUserTimeZone: async (signal?: AbortSignal): Promise<string> =>
      (await call(userTimezoneResponse, '/auth/getUserTimeZone', { signal })).timezone,
  };
}

export type PostCalls = ReturnType<typeof postCalls>;
