/**
 * The content planner's routes (routes/posts.ts) as the fuzz test calls them, spread into fuzzRoutes.ts's table.
 * Written without fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as posts from '../../../src/contract/posts.ts';
import type { FuzzContext, RouteSpec } from './fuzzRoutes.ts';

/** A time far ahead: a schedule the routes accept whatever the test clock says. */
export const later = '2031-03-04T10:00:00.000Z';

const body = (schema: RouteSpecBody['schema'], example: (ctx: FuzzContext) => Record<string, unknown>) => ({
  schema,
  example,
});
type RouteSpecBody = Exclude<NonNullable<RouteSpec['body']>, 'ignored'>;

export const POSTS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'POST /api/auth/getpost': {
    body: body(posts.getPostsRequest, (ctx) => ({ page: 1, account_id: ctx.acme, start: later, end: later })),
  },
  'POST /api/auth/getCalendarPosts': {
    body: body(posts.getCalendarPostsRequest, (ctx) => ({ account_id: ctx.acme, start: later, end: later })),
  },
  'POST /api/auth/getCalendarMonth': {
    body: body(posts.getCalendarMonthRequest, (ctx) => ({
      account_id: ctx.acme,
      start: later,
      end: later,
      time_zone: 'Europe/Berlin',
      filter: 'all',
      per_day: 3,
    })),
  },
  'POST /api/auth/getPostById': {
    body: body(posts.getPostByIdRequest, (ctx) => ({ post_id: ctx.postId, account_id: ctx.acme })),
  },
  'GET /api/auth/getPendingpost': {},
  'GET /api/auth/getApprovedDates': {},
  'GET /api/auth/getSchedulingStatus': {},
  'GET /api/auth/getFeedSchedule': {},
  'POST /api/updateFeedSchedule': {
    writes: true,
    body: body(posts.updateFeedScheduleRequest, (ctx) => ({
      account_id: ctx.acme,
      schedule: [{ day: 1, time: '09:30' }],
    })),
  },
  'GET /api/auth/getMyListPosts': {},
  'GET /api/auth/getSetting': {},
  'GET /api/auth/getObjective': {},
  'GET /api/getLanguages': {},
  'GET /api/getToneOfVoice': {},
  'POST /api/auth/addPost': {
    writes: true,
    body: body(posts.addPostRequest, (ctx) => ({
      account_id: ctx.acme,
      description: 'A post',
      media: [],
      scheduled_at: later,
      channels: [1],
      approved: 1,
      texts: [{ provider_Id: 1, text: 'A post on Facebook' }],
      first_comment: 'A comment',
      alt_texts: [],
    })),
  },
  'POST /api/auth/updatePost': {
    writes: true,
    body: body(posts.updatePostRequest, (ctx) => ({
      post_id: ctx.postId,
      account_id: ctx.acme,
      description: 'A post',
      media: [],
      scheduled_at: later,
      channels: [1],
      texts: [],
      first_comment: '',
      alt_texts: [],
    })),
  },
  'POST /api/auth/approvePosts': {
    writes: true,
    body: body(posts.approvePostsRequest, (ctx) => ({ account_id: ctx.acme, post_ids: [ctx.postId] })),
  },
  'POST /api/auth/reschedulePost': {
    writes: true,
    body: body(posts.reschedulePostRequest, (ctx) => ({
      post_id: ctx.postId,
      account_id: ctx.acme,
      scheduled_at: later,
    })),
  },
  'POST /api/auth/deletePost': {
    writes: true,
    body: body(posts.deletePostRequest, (ctx) => ({ post_id: ctx.postId, account_id: ctx.acme })),
  },
};
