/**
 * Content planner calls (src/contract/posts.ts): the posts of spec 7.5 and the planner's own create, edit,
 * approve, reschedule and delete calls. Every query is scoped by the account the request names (checked to be one
 * of the user's by the /auth/ middleware); a post id of another account answers 404, like one that does not
 * exist. GET calls use the account of the `accountId` / `account_Id` header, else the user's landing account.
 * Approving or scheduling an approved post hands it to the publisher (`publishing.schedule`).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  POST_PAGE_SIZE,
  POST_RANGE_LIMIT,
  addPostRequest,
  approvePostsRequest,
  deletePostRequest,
  feedSlot,
  getCalendarPostsRequest,
  getPostsRequest,
  pagedRequest,
  postMessages,
  reschedulePostRequest,
  updateFeedScheduleRequest,
  updatePostRequest,
  type PostWire,
} from '../../contract/posts.ts';
import { providerById } from '../../domain/posts.ts';
import { requireAccountAccess } from '../permissions.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, ok, parseBody } from '../http.ts';
import { calendarPostsJson, postOf, postsOf } from '../postStore.ts';
import type { PostScheduler } from '../publishing.ts';

export const OBJECTIVES = [
  'Brand awareness',
  'Engagement',
  'Website traffic',
  'Lead generation',
  'Sales',
  'Customer loyalty',
] as const;
export const LANGUAGES = [
  'English',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Dutch',
  'Portuguese',
] as const;
export const TONES_OF_VOICE = [
  'Friendly',
  'Professional',
  'Playful',
  'Inspirational',
  'Informative',
  'Bold',
] as const;
const asOptions = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** The account a GET names (header), else the user's landing account; null when the user has none. */
export async function currentAccount(c: Context<AppEnv>, db: Queryable): Promise<number | null> {
  const named = c.get('accountId');
  if (named !== null) return named;
  const rows = await db.query<{ account_id: number }>(
    `select account_id from account_memberships where user_id = $1 order by is_landing desc, account_id limit 1`,
    [c.get('session').userId],
  );
  return rows[0]?.account_id ?? null;
}

async function accountTimezone(db: Queryable, accountId: number): Promise<string> {
  const rows = await db.query<{ timezone: string | null }>('select timezone from accounts where id = $1', [
    accountId,
  ]);
  return rows[0]?.timezone ?? 'UTC';
}

/** 400 unless every channel is a connected link of the account. */
async function checkChannels(db: Queryable, accountId: number, channels: readonly number[]): Promise<void> {
  const rows = await db.query<{ provider_id: number }>(
    'select provider_id from social_links where account_id = $1 and connected and provider_id = any($2::int[])',
    [accountId, channels],
  );
  const connected = new Set(rows.map((row) => row.provider_id));
  const missing = channels.find((id) => !connected.has(id));
  if (missing !== undefined) {
    throw new HttpError(
      400,
      postMessages.channelNotConnected(providerById(missing)?.name ?? String(missing)),
      'channels',
    );
  }
}

function scheduleTime(value: string | null, now: Date): Date | null {
  if (value === null) return null;
  const at = new Date(value);
  if (at.getTime() < now.getTime()) throw new HttpError(400, postMessages.pastDate, 'scheduled_at');
  return at;
}

interface PostState {
  id: number;
  status: string;
  approved: number;
  publishing: number;
}

/** The post's state, locked for the transaction, or 404. */
async function lockPost(tx: Queryable, accountId: number, postId: number): Promise<PostState> {
  const rows = await tx.query<PostState>(
    `select p.id, p.status, p.approved,
       (select count(*)::int from post_channels pc where pc.post_id = p.id and pc.status = 'PUBLISHING') as publishing
     from posts p where p.id = $1 and p.account_id = $2 and p.deleted_at is null for update`,
    [postId, accountId],
  );
  const found = rows[0];
  if (!found) throw new HttpError(404, postMessages.notFound);
  return found;
}

function checkChangeable(state: PostState): void {
  if (state.status === 'POSTED') throw new HttpError(409, postMessages.alreadyPublished);
  if (state.publishing > 0) throw new HttpError(409, postMessages.publishing);
}

/** Replaces the channels of a post not yet published: every channel SCHEDULED again, attempts from 0. */
async function setChannels(tx: Queryable, postId: number, channels: readonly number[]): Promise<void> {
  await tx.query('delete from post_channels where post_id = $1', [postId]);
  await tx.query(`insert into post_channels (post_id, provider_id) select $1, unnest($2::int[])`, [
    postId,
    channels,
  ]);
}

export function postRoutes(deps: RouteDeps & { publishing: PostScheduler | null }) {
  const { db, clock, log, session, publishing } = deps;
  const routes = new Hono<AppEnv>();
  const member = requireAccountAccess({ db });

  /** Hands approved, scheduled posts to the publisher (after the transaction committed). */
  const handOver = async (posts: readonly PostWire[]) => {
    if (!publishing) return;
    for (const post of posts) {
      const first = post.msp[0];
      if (post.scheduled_at === null || first?.approved !== 1 || first.status !== 'SCHEDULED') continue;
      try {
        await publishing.schedule(post.id, new Date(post.scheduled_at));
      } catch (error) {
        log.error(`post #${post.id}: could not hand it to the publisher`, error);
      }
    }
  };

  const withAccount = async (c: Context<AppEnv>): Promise<number> => {
    const accountId = await currentAccount(c, db);
    if (accountId === null) throw new HttpError(404, 'You have no account yet.');
    return accountId;
  };

  routes.post('/auth/getpost', async (c) => {
    const body = await parseBody(c, getPostsRequest);
    if (body.start !== undefined || body.end !== undefined) {
      const start = body.start ?? '-infinity';
      const end = body.end ?? 'infinity';
      const data = await postsOf(
        db,
        body.account_id,
        'p.scheduled_at >= $2::timestamptz and p.scheduled_at < $3::timestamptz',
        [start, end],
        `order by p.scheduled_at, p.id limit ${POST_RANGE_LIMIT}`,
      );
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from posts where account_id = $1 and deleted_at is null
           and scheduled_at >= $2::timestamptz and scheduled_at < $3::timestamptz`,
        [body.account_id, start, end],
      );
      return ok(c, data, { rows: count?.total ?? 0 });
    }
    const page = Math.max(1, body.page);
    const data = await postsOf(
      db,
      body.account_id,
      'true',
      [],
      `order by p.scheduled_at desc nulls first, p.id desc limit ${POST_PAGE_SIZE} offset ${(page - 1) * POST_PAGE_SIZE}`,
    );
    const [count] = await db.query<{ total: number }>(
      'select count(*)::int as total from posts where account_id = $1 and deleted_at is null',
      [body.account_id],
    );
    return ok(c, data, { rows: count?.total ?? 0 });
  });

  /** The calendar's range: getpost's posts with only what the planner shows, as JSON built by the database. */
  routes.post('/auth/getCalendarPosts', async (c) => {
    const body = await parseBody(c, getCalendarPostsRequest);
    const found = await calendarPostsJson(db, body.account_id, body.start, body.end, POST_RANGE_LIMIT);
    return c.body(`{"status":200,"rows":${found.rows},"data":${found.json}}`, 200, {
      'content-type': 'application/json',
    });
  });

  routes.get('/auth/getPendingpost', async (c) => {
    const accountId = await withAccount(c);
    const data = await postsOf(
      db,
      accountId,
      "p.status = 'SCHEDULED' and p.approved = 0",
      [],
      'order by p.scheduled_at nulls last, p.id',
    );
    return ok(c, data, { rows: data.length });
  });

  routes.get('/auth/getApprovedDates', async (c) => {
    const accountId = await withAccount(c);
    const zone = await accountTimezone(db, accountId);
    const rows = await db.query<{ day: string }>(
      `select distinct to_char(scheduled_at at time zone $2, 'YYYY-MM-DD') as day from posts
       where account_id = $1 and deleted_at is null and approved = 1 and scheduled_at is not null order by day`,
      [accountId, zone],
    );
    return ok(
      c,
      rows.map((row) => row.day),
    );
  });

  routes.get('/auth/getSchedulingStatus', async (c) => {
    const accountId = await withAccount(c);
    const [counts] = await db.query<{
      needs_approval: number;
      scheduled: number;
      published: number;
      partial: number;
      failed: number;
      feed: boolean;
    }>(
      `select
         count(*) filter (where status = 'SCHEDULED' and approved = 0)::int as needs_approval,
         count(*) filter (where status = 'SCHEDULED' and approved = 1)::int as scheduled,
         count(*) filter (where status = 'POSTED' and not exists (select 1 from post_channels pc
           where pc.post_id = posts.id and pc.status = 'FAILED'))::int as published,
         count(*) filter (where status = 'POSTED' and exists (select 1 from post_channels pc
           where pc.post_id = posts.id and pc.status = 'FAILED'))::int as partial,
         count(*) filter (where status = 'FAILED')::int as failed,
         exists (select 1 from feed_schedules f where f.account_id = $1) as feed
       from posts where account_id = $1 and deleted_at is null`,
      [accountId],
    );
    return ok(c, {
      needsApproval: counts?.needs_approval ?? 0,
      scheduled: counts?.scheduled ?? 0,
      published: counts?.published ?? 0,
      partiallyPublished: counts?.partial ?? 0,
      failed: counts?.failed ?? 0,
      feedSchedule: counts?.feed ?? false,
    });
  });

  /** The account's feed schedule as last saved ([] when none): the slots /updateFeedSchedule stored. */
  routes.get('/auth/getFeedSchedule', async (c) => {
    const accountId = await withAccount(c);
    const rows = await db.query<{ schedule: unknown }>(
      'select schedule from feed_schedules where account_id = $1',
      [accountId],
    );
    const stored = v.safeParse(v.array(feedSlot), rows[0]?.schedule ?? []);
    return ok(c, { account_id: accountId, schedule: stored.success ? stored.output : [] });
  });

  routes.post('/updateFeedSchedule', session, member, async (c) => {
    const body = await parseBody(c, updateFeedScheduleRequest);
    await db.query(
      `insert into feed_schedules (account_id, schedule, updated_at) values ($1, $2::jsonb, $3)
       on conflict (account_id) do update set schedule = excluded.schedule, updated_at = excluded.updated_at`,
      [body.account_id, JSON.stringify(body.schedule), clock.now().toISOString()],
    );
    return ok(c, { account_id: body.account_id, schedule: body.schedule });
  });

  routes.get('/auth/getMyListPosts', async (c) => {
    const accountId = await withAccount(c);
    const data = await postsOf(
      db,
      accountId,
      'p.created_by = $2',
      [c.get('session').userId],
      `order by p.created_at desc, p.id desc limit ${POST_RANGE_LIMIT}`,
    );
    return ok(c, data, { rows: data.length });
  });

  routes.post('/auth/getfavouriteposts', async (c) => {
    const body = await parseBody(c, pagedRequest);
    const page = Math.max(1, body.page);
    const data = await postsOf(
      db,
      body.account_id,
      'p.favourite = 1',
      [],
      `order by p.scheduled_at desc nulls first, p.id desc limit ${POST_PAGE_SIZE} offset ${(page - 1) * POST_PAGE_SIZE}`,
    );
    const [count] = await db.query<{ total: number }>(
      'select count(*)::int as total from posts where account_id = $1 and deleted_at is null and favourite = 1',
      [body.account_id],
    );
    return ok(c, data, { rows: count?.total ?? 0 });
  });

  routes.get('/auth/getSetting', async (c) => {
    const accountId = await withAccount(c);
    const rows = await db.query<{ objective: string; language: string; tone_of_voice: string }>(
      'select objective, language, tone_of_voice from post_settings where account_id = $1',
      [accountId],
    );
    const setting = rows[0] ?? {
      objective: OBJECTIVES[0],
      language: LANGUAGES[0],
      tone_of_voice: TONES_OF_VOICE[0],
    };
    return ok(c, [{ account_id: accountId, ...setting, timezone: await accountTimezone(db, accountId) }]);
  });
  routes.get('/auth/getObjective', (c) => ok(c, asOptions(OBJECTIVES)));
  routes.get('/getLanguages', (c) => ok(c, asOptions(LANGUAGES)));
  routes.get('/getToneOfVoice', (c) => ok(c, asOptions(TONES_OF_VOICE)));

  routes.post('/auth/addPost', async (c) => {
    const body = await parseBody(c, addPostRequest);
    const now = clock.now();
    const at = scheduleTime(body.scheduled_at, now);
    const created = await db.transaction(async (tx) => {
      await checkChannels(tx, body.account_id, body.channels);
      const [row] = await tx.query<{ id: number }>(
        `insert into posts (account_id, description, media, scheduled_at, status, approved, created_by, created_at, updated_at)
         values ($1, $2, $3::jsonb, $4, 'SCHEDULED', $5, $6, $7, $7) returning id`,
        [
          body.account_id,
          body.description,
          JSON.stringify(body.media),
          at?.toISOString() ?? null,
          body.approved,
          c.get('session').userId,
          now.toISOString(),
        ],
      );
      if (!row) throw new Error('the post was not stored');
      await setChannels(tx, row.id, body.channels);
      return postOf(tx, body.account_id, row.id);
    });
    if (!created) throw new Error('the post just stored was not found');
    await handOver([created]);
    return ok(c, created);
  });

  routes.post('/auth/updatePost', async (c) => {
    const body = await parseBody(c, updatePostRequest);
    const now = clock.now();
    const at = scheduleTime(body.scheduled_at, now);
    const updated = await db.transaction(async (tx) => {
      checkChangeable(await lockPost(tx, body.account_id, body.post_id));
      await checkChannels(tx, body.account_id, body.channels);
      await tx.query(
        `update posts set description = $3, media = coalesce($4::jsonb, media), scheduled_at = $5,
           status = case when status = 'FAILED' then 'SCHEDULED' else status end, updated_at = $6
         where id = $1 and account_id = $2`,
        [
          body.post_id,
          body.account_id,
          body.description,
          body.media === undefined ? null : JSON.stringify(body.media),
          at?.toISOString() ?? null,
          now.toISOString(),
        ],
      );
      await setChannels(tx, body.post_id, body.channels);
      return postOf(tx, body.account_id, body.post_id);
    });
    if (!updated) throw new HttpError(404, postMessages.notFound);
    await handOver([updated]);
    return ok(c, updated);
  });

  routes.post('/auth/approvePosts', async (c) => {
    const body = await parseBody(c, approvePostsRequest);
    const ids = [...new Set(body.post_ids)];
    const now = clock.now().toISOString();
    const approved = await db.transaction(async (tx) => {
      const found = await tx.query<{ id: number }>(
        'select id from posts where account_id = $1 and deleted_at is null and id = any($2::int[]) for update',
        [body.account_id, ids],
      );
      if (found.length !== ids.length) throw new HttpError(404, postMessages.notFound);
      const changed = await tx.query<{ id: number }>(
        `update posts set approved = 1, updated_at = $3
         where account_id = $1 and id = any($2::int[]) and status = 'SCHEDULED' and approved = 0 and deleted_at is null
         returning id`,
        [body.account_id, ids, now],
      );
      if (changed.length === 0) return [];
      return postsOf(
        tx,
        body.account_id,
        'p.id = any($2::int[])',
        [changed.map((row) => row.id)],
        'order by p.scheduled_at nulls last, p.id',
      );
    });
    await handOver(approved);
    return ok(c, approved, { rows: approved.length });
  });

  routes.post('/auth/reschedulePost', async (c) => {
    const body = await parseBody(c, reschedulePostRequest);
    const now = clock.now();
    const at = scheduleTime(body.scheduled_at, now);
    const moved = await db.transaction(async (tx) => {
      const state = await lockPost(tx, body.account_id, body.post_id);
      checkChangeable(state);
      await tx.query(
        `update posts set scheduled_at = $3, updated_at = $4,
           status = case when status = 'FAILED' then 'SCHEDULED' else status end
         where id = $1 and account_id = $2`,
        [body.post_id, body.account_id, at?.toISOString(), now.toISOString()],
      );
      if (state.status === 'FAILED') {
        // A post that failed is tried again at its new time, on every channel.
        await tx.query(
          `update post_channels set status = 'SCHEDULED', error = null, attempts = 0, next_attempt_at = null,
             claimed_at = null where post_id = $1`,
          [body.post_id],
        );
      } else {
        await tx.query('update post_channels set next_attempt_at = null where post_id = $1', [body.post_id]);
      }
      return postOf(tx, body.account_id, body.post_id);
    });
    if (!moved) throw new HttpError(404, postMessages.notFound);
    await handOver([moved]);
    return ok(c, moved);
  });

  routes.post('/auth/deletePost', async (c) => {
    const body = await parseBody(c, deletePostRequest);
    const rows = await db.query<{ id: number }>(
      'update posts set deleted_at = $3, updated_at = $3 where id = $1 and account_id = $2 and deleted_at is null returning id',
      [body.post_id, body.account_id, clock.now().toISOString()],
    );
    if (!rows[0]) throw new HttpError(404, postMessages.notFound);
    return ok(c, { id: body.post_id, deleted: true as const });
  });

  return routes;
}
