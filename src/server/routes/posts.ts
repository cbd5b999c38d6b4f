/**
 * Content planner calls (src/contract/posts.ts): the posts of spec 7.5 and the planner's own create, edit,
 * approve, reschedule and delete calls. HTTP only: what is read and written is in postStore.ts (posts) and
 * plannerStore.ts (the account's other planner data). Every call is about the account accountScope.ts resolved
 * (the body's `account_id`, else the `accountId` / `account_Id` header, else the user's landing account); a post id
 * of another account answers 404, like one that does not exist. Approving or scheduling an approved post hands it to
 * the publisher (`publishing.schedule`). addPost and updatePost refuse (400, nothing stored) content a network would
 * refuse (postContent.ts over src/domain/networkRules.ts).
 */
import { Hono, type Context } from 'hono';
import {
  POST_RANGE_LIMIT,
  addPostRequest,
  approvePostsRequest,
  deletePostRequest,
  MONTH_UNDATED_LIMIT,
  getCalendarMonthRequest,
  getCalendarPostsRequest,
  getPostByIdRequest,
  getPostsRequest,
  postMessages,
  reschedulePostRequest,
  updateFeedScheduleRequest,
  updatePostRequest,
  type PostWire,
  type UpdatePostRequest,
} from '../../contract/posts.ts';
import { accountScope, scopedAccount } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import { MONTH_CACHE_ENTRIES, MonthCache } from '../monthCache.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, ok, paged, parseBody } from '../http.ts';
import {
  LANGUAGES,
  OBJECTIVES,
  TONES_OF_VOICE,
  approvedDays,
  calendarMonthJson,
  calendarPostsJson,
  feedScheduleOf,
  postSettingOf,
  saveFeedSchedule,
  schedulingStatusOf,
} from '../plannerStore.ts';
import {
  approvePosts,
  countPosts,
  createPost,
  deletePost,
  editPost,
  postOf,
  postPage,
  postsOf,
  reschedulePost,
} from '../postStore.ts';
import { textsOf } from '../postContent.ts';
import { handOverPosts, type PostScheduler } from '../publishing.ts';

const asOptions = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** The time a post is scheduled for: null (not dated) or a time not in the past (else 400). */
function scheduleTime(value: string | null, now: Date): Date | null {
  if (value === null) return null;
  const at = new Date(value);
  if (at.getTime() < now.getTime()) throw new HttpError(400, postMessages.pastDate, 'scheduled_at');
  return at;
}

/** What addPost and updatePost store of a checked body (`now`: the time of the call; absent fields: undefined). */
function postFields(
  body: Pick<
    UpdatePostRequest,
    'description' | 'media' | 'scheduled_at' | 'channels' | 'texts' | 'first_comment' | 'alt_texts'
  >,
  now: Date,
) {
  const scheduledAt = scheduleTime(body.scheduled_at, now);
  return {
    description: body.description,
    media: body.media,
    scheduledAt,
    channels: body.channels,
    texts: body.texts === undefined ? undefined : textsOf(body.texts),
    firstComment: body.first_comment,
    altTexts: body.alt_texts,
    now,
  };
}

/**
 * GET /auth/getPendingpost: the account's posts awaiting approval. Also answers spec 7.5's GET /getPendingpost
 * (routes/libraryExtras.ts), with the same checks.
 */
export function pendingPosts(db: Queryable) {
  return async (c: Context<AppEnv>) => {
    const filter = { pending: true } as const;
    return paged(c, await postsOf(db, scopedAccount(c), { filter, order: 'byTime' }));
  };
}

export function postRoutes(deps: RouteDeps & { publishing: PostScheduler | null; monthCache?: MonthCache }) {
  const { db, clock, log, session, publishing } = deps;
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const months = deps.monthCache ?? new MonthCache(deps.config.monthCacheEntries ?? MONTH_CACHE_ENTRIES);

  /** Hands approved, scheduled posts to the publisher (after the transaction committed). */
  const handOver = (posts: readonly PostWire[]) => handOverPosts(publishing, log, posts);

  // ---- reads --------------------------------------------------------------------------------------------------

  routes.post('/auth/getpost', async (c) => {
    const body = await parseBody(c, getPostsRequest);
    if (body.start === undefined && body.end === undefined) {
      const page = await postPage(db, body.account_id, {}, body.page);
      return paged(c, page.data, page.total);
    }
    const scheduled = { start: body.start ?? '-infinity', end: body.end ?? 'infinity' };
    const data = await postsOf(db, body.account_id, {
      filter: { scheduled },
      order: 'byTime',
      limit: POST_RANGE_LIMIT,
    });
    return paged(c, data, await countPosts(db, body.account_id, { scheduled }));
  });

  /** The calendar's range: getpost's posts with only what the planner shows, as JSON built by the database. */
  routes.post('/auth/getCalendarPosts', async (c) => {
    const body = await parseBody(c, getCalendarPostsRequest);
    // In pages on the heavy lane: a month of thousands of posts does not hold the other requests (db.ts).
    const found = await calendarPostsJson(db.heavy, body.account_id, body.start, body.end, POST_RANGE_LIMIT);
    return c.body(`{"status":200,"rows":${found.rows},"data":${found.json}}`, 200, {
      'content-type': 'application/json',
    });
  });

  /**
   * The month view (issue 20): the counts of each day by filter group and the first posts of each day, bounded
   * whatever the month holds (plannerStore.ts calendarMonthJson), on the heavy lane like the range; answered from the
   * instance's cache while the account's posts are the same (monthCache.ts).
   */
  routes.post('/auth/getCalendarMonth', async (c) => {
    const body = await parseBody(c, getCalendarMonthRequest);
    const query = {
      start: body.start,
      end: body.end,
      timeZone: body.time_zone,
      filter: body.filter,
      perDay: body.per_day,
      undatedLimit: MONTH_UNDATED_LIMIT,
    };
    // Kept while the account's posts are the same (monthCache.ts): the version is read on the normal lane.
    const found = await months.answer(db, body.account_id, JSON.stringify(query), () =>
      calendarMonthJson(db.heavy, body.account_id, query),
    );
    return c.body(`{"status":200,"rows":${found.rows},"data":${found.json}}`, 200, {
      'content-type': 'application/json',
    });
  });

  /** One post of the account with everything the post editor edits (404 for another account's or a deleted one). */
  routes.post('/auth/getPostById', async (c) => {
    const body = await parseBody(c, getPostByIdRequest);
    const found = await postOf(db, body.account_id, body.post_id);
    if (!found) throw new HttpError(404, postMessages.notFound);
    return ok(c, found);
  });

  routes.get('/auth/getPendingpost', pendingPosts(db));

  routes.get('/auth/getApprovedDates', async (c) => ok(c, await approvedDays(db, scopedAccount(c))));

  routes.get('/auth/getSchedulingStatus', async (c) => ok(c, await schedulingStatusOf(db, scopedAccount(c))));

  /** The account's feed schedule as last saved ([] when none): the slots /updateFeedSchedule stored. */
  routes.get('/auth/getFeedSchedule', async (c) => {
    const accountId = scopedAccount(c);
    return ok(c, { account_id: accountId, schedule: await feedScheduleOf(db, accountId) });
  });

  routes.post('/updateFeedSchedule', session, member, async (c) => {
    const body = await parseBody(c, updateFeedScheduleRequest);
    await saveFeedSchedule(db, body.account_id, body.schedule, clock.now());
    return ok(c, { account_id: body.account_id, schedule: body.schedule });
  });

  routes.get('/auth/getMyListPosts', async (c) => {
    const filter = { createdBy: c.get('session').userId };
    const query = { filter, order: 'newestCreated', limit: POST_RANGE_LIMIT } as const;
    return paged(c, await postsOf(db, scopedAccount(c), query));
  });

  // POST /auth/getfavouriteposts: the account's favourite library posts (routes/library.ts, issue 18).

  routes.get('/auth/getSetting', async (c) => ok(c, [await postSettingOf(db, scopedAccount(c))]));
  routes.get('/auth/getObjective', (c) => ok(c, asOptions(OBJECTIVES)));
  routes.get('/getLanguages', (c) => ok(c, asOptions(LANGUAGES)));
  routes.get('/getToneOfVoice', (c) => ok(c, asOptions(TONES_OF_VOICE)));

  // ---- writes -------------------------------------------------------------------------------------------------

  routes.post('/auth/addPost', async (c) => {
    const body = await parseBody(c, addPostRequest);
    const now = clock.now();
    const fields = {
      ...postFields(body, now),
      approved: body.approved,
      createdBy: c.get('session').userId,
      libraryPostId: body.library_post_id,
    };
    const created = await db.transaction((tx) => createPost(tx, body.account_id, fields));
    await handOver([created]);
    return ok(c, created);
  });

  routes.post('/auth/updatePost', async (c) => {
    const body = await parseBody(c, updatePostRequest);
    const now = clock.now();
    const fields = postFields(body, now);
    const updated = await db.transaction((tx) => editPost(tx, body.account_id, body.post_id, fields));
    await handOver([updated]);
    return ok(c, updated);
  });

  routes.post('/auth/approvePosts', async (c) => {
    const body = await parseBody(c, approvePostsRequest);
    const ids = [...new Set(body.post_ids)];
    const approved = await db.transaction((tx) => approvePosts(tx, body.account_id, ids, clock.now()));
    await handOver(approved);
    return paged(c, approved);
  });

  routes.post('/auth/reschedulePost', async (c) => {
    const body = await parseBody(c, reschedulePostRequest);
    const now = clock.now();
    const at = scheduleTime(body.scheduled_at, now);
    const moved = await db.transaction((tx) => reschedulePost(tx, body.account_id, body.post_id, at, now));
    await handOver([moved]);
    return ok(c, moved);
  });

  routes.post('/auth/deletePost', async (c) => {
    const body = await parseBody(c, deletePostRequest);
    await db.transaction((tx) => deletePost(tx, body.account_id, body.post_id, clock.now()));
    return ok(c, { id: body.post_id, deleted: true as const });
  });

  return routes;
}
