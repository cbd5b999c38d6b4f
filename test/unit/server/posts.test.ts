import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_PAGE_SIZE,
  calendarPostsResponse,
  feedScheduleResponse,
  postMessages,
  postsResponse,
  postResponse,
  type PostWire,
} from '../../../src/contract/posts.ts';
import { postStatusLabel } from '../../../src/domain/postStatus.ts';
import { BUSY_DAY_POSTS, SEED_POST_COUNT } from '../../../src/server/seedPosts.ts';
import { seed } from '../../../src/server/seed.ts';
import {
  MANY,
  OWNER,
  VIEWER,
  accountIds,
  call,
  logIn,
  otherApp,
  startTestServer,
  type TestServer,
} from './support.ts';

let server: TestServer;
let owner: string;
let viewer: string;
let many: string;
let acme: number;
let northwind: number;
let harbor: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = (await logIn(server.app, OWNER)).token;
  viewer = (await logIn(server.app, VIEWER)).token;
  many = (await logIn(server.app, MANY)).token;
  const ids = await accountIds(server.db);
  acme = ids['Acme Bakery']!;
  northwind = ids['Northwind Studio']!;
  harbor = ids['Harbor Lights Cafe']!;
});
afterAll(() => server?.close());

const post = (path: string, token: string, body: Record<string, unknown>) =>
  call(server.app, 'POST', `/api${path}`, { token, body });
const get = (path: string, token: string, accountId?: number) =>
  call(server.app, 'GET', `/api${path}`, {
    token,
    headers: accountId === undefined ? {} : { accountId: String(accountId) },
  });
const inHours = (hours: number) => new Date(server.clock.now().getTime() + hours * 3_600_000).toISOString();

async function addPost(body: Record<string, unknown>, token = owner) {
  return post('/auth/addPost', token, {
    account_id: acme,
    description: 'Fresh bread',
    scheduled_at: inHours(2),
    channels: [1, 3],
    ...body,
  });
}
const postOf = (answer: { json: Record<string, unknown> | null }) => v.parse(postResponse, answer.json).data!;

describe('seeded planner data', () => {
  it('gives Acme Bakery SEED_POST_COUNT posts in every status of spec 4.1, a busy day, and is idempotent', async () => {
    const all = await post('/auth/getpost', owner, {
      page: 1,
      account_id: acme,
      start: '2024-12-01T00:00:00Z',
      end: '2025-04-01T00:00:00Z',
    });
    const posts = v.parse(postsResponse, all.json).data!;
    expect(posts.length).toBeGreaterThanOrEqual(SEED_POST_COUNT);
    const labels = new Set(posts.map((item) => postStatusLabel(item.msp[0]!)));
    for (const label of [
      'Needs approval',
      'Scheduled',
      'Published',
      'Partially Published',
      'Not Published',
      'Branding...',
      'Generating...',
    ]) {
      expect(labels).toContain(label);
    }
    const perDay = new Map<string, number>();
    for (const item of posts) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
        new Date(item.scheduled_at!),
      );
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeGreaterThanOrEqual(BUSY_DAY_POSTS);
    await seed(server.db, server.clock.now());
    const [count] = await server.db.query<{ n: number }>(
      'select count(*)::int as n from posts where account_id = $1',
      [acme],
    );
    expect(count?.n).toBe(SEED_POST_COUNT);
  });
});

describe('POST /auth/getpost', () => {
  it('pages by POST_PAGE_SIZE with the total in rows', async () => {
    const first = await post('/auth/getpost', owner, { page: 1, account_id: acme });
    expect(first.status).toBe(200);
    const parsed = v.parse(postsResponse, first.json);
    expect(parsed.data).toHaveLength(POST_PAGE_SIZE);
    expect(parsed.rows).toBeGreaterThanOrEqual(SEED_POST_COUNT);
    const second = v.parse(
      postsResponse,
      (await post('/auth/getpost', owner, { page: 2, account_id: acme })).json,
    );
    const firstIds = new Set(parsed.data!.map((item) => item.id));
    expect(second.data!.some((item) => firstIds.has(item.id))).toBe(false);
    const last = Math.ceil(parsed.rows! / POST_PAGE_SIZE) + 1;
    const beyond = v.parse(
      postsResponse,
      (await post('/auth/getpost', owner, { page: last, account_id: acme })).json,
    );
    expect(beyond.data).toEqual([]);
  });

  it('with a range answers every post in it, ordered by scheduled_at', async () => {
    const answer = await post('/auth/getpost', owner, {
      page: 1,
      account_id: acme,
      start: '2025-01-01T00:00:00Z',
      end: '2025-02-01T00:00:00Z',
    });
    const parsed = v.parse(postsResponse, answer.json);
    expect(parsed.data!.length).toBeGreaterThan(POST_PAGE_SIZE);
    expect(parsed.rows).toBe(parsed.data!.length);
    const times = parsed.data!.map((item) => item.scheduled_at!);
    expect([...times].sort()).toEqual(times);
    expect(times.every((time) => time >= '2025-01-01' && time < '2025-02-01')).toBe(true);
  });

  it('answers 403 for an account that is not mine and 400 for bad input', async () => {
    expect((await post('/auth/getpost', owner, { page: 1, account_id: harbor })).status).toBe(403);
    expect((await post('/auth/getpost', viewer, { page: 1, account_id: northwind })).status).toBe(403);
    const bad = await post('/auth/getpost', owner, { page: 1, account_id: acme, start: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.json?.field).toBe('start');
  });

  it('gives an account without posts an empty list', async () => {
    const answer = await post('/auth/getpost', owner, { page: 1, account_id: northwind });
    expect(answer.json).toMatchObject({ status: 200, data: [], rows: 0 });
  });
});

describe('POST /auth/getCalendarPosts', () => {
  /** What the calendar answer must say of a post, read from the full answer. */
  const calendarView = (full: PostWire) => ({
    id: full.id,
    description: full.description,
    media: full.media,
    scheduled_at: full.scheduled_at,
    status: full.msp[0]!.status,
    approved: full.msp[0]!.approved,
    channels: full.msp[0]!.channeldata.map(({ provider_Id, status, error }) => ({
      provider_Id,
      status,
      error,
    })),
  });
  const both = async (start: string, end: string) => {
    const full = v.parse(
      postsResponse,
      (await post('/auth/getpost', owner, { page: 1, account_id: acme, start, end })).json,
    );
    const answer = await post('/auth/getCalendarPosts', owner, { account_id: acme, start, end });
    expect(answer.status).toBe(200);
    // Exactly the calendar shape: no other field on a post or a channel.
    const calendar = v.parse(v.strictObject({ ...calendarPostsResponse.entries }), answer.json);
    for (const item of calendar.data!) {
      expect(Object.keys(item).sort()).toEqual(
        ['approved', 'channels', 'description', 'id', 'media', 'scheduled_at', 'status'].sort(),
      );
      for (const channel of item.channels)
        expect(Object.keys(channel).sort()).toEqual(['error', 'provider_Id', 'status']);
    }
    return { full, calendar };
  };

  it('answers the range of getpost, post for post, with only what the calendar shows', async () => {
    const { full, calendar } = await both('2024-12-01T00:00:00Z', '2025-04-01T00:00:00Z');
    expect(calendar.data!.length).toBeGreaterThan(POST_PAGE_SIZE);
    expect(calendar.rows).toBe(full.rows);
    expect(calendar.data).toEqual(full.data!.map(calendarView));
    // The seed has published, partly published and failed posts: their results and reasons are in the answer.
    const channels = calendar.data!.flatMap((item) => item.channels);
    expect(channels.some((channel) => channel.status === 'POSTED')).toBe(true);
    expect(channels.some((channel) => channel.status === 'FAILED' && channel.error)).toBe(true);
  });

  it('says what getpost says of media, a channel being published and a removed post', async () => {
    const start = inHours(24 * 500);
    const at = inHours(24 * 500 + 1);
    const end = inHours(24 * 500 + 2);
    const created = postOf(await addPost({ scheduled_at: at, media: ['https://example.test/a.jpg'] }));
    const plain = postOf(await addPost({ scheduled_at: at, channels: [3] }));
    await server.db.query(
      `update posts set media = '["https://example.test/b.jpg", 7, null]'::jsonb where id = $1`,
      [plain.id],
    );
    await server.db.query("update post_channels set status = 'PUBLISHING' where post_id = $1", [created.id]);
    const { full, calendar } = await both(start, end);
    expect(calendar.data).toEqual(full.data!.map(calendarView));
    expect(calendar.data!.map((item) => item.id)).toEqual([created.id, plain.id]);
    expect(calendar.data![0]!.channels.map((channel) => channel.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    expect(calendar.data![1]!.media).toEqual(['https://example.test/b.jpg']);

    await server.db.query("update post_channels set status = 'SCHEDULED' where post_id = $1", [created.id]);
    await post('/auth/deletePost', owner, { account_id: acme, post_id: plain.id });
    const after = await both(start, end);
    expect(after.calendar.data!.map((item) => item.id)).toEqual([created.id]);
    expect(after.calendar.rows).toBe(1);
    await post('/auth/deletePost', owner, { account_id: acme, post_id: created.id });
  });

  it('answers every post without a date in any range, last, counted in rows (the planner lists them)', async () => {
    const start = inHours(24 * 600);
    const at = inHours(24 * 600 + 1);
    const end = inHours(24 * 600 + 2);
    const dated = postOf(await addPost({ scheduled_at: at }));
    const undated = postOf(await addPost({ scheduled_at: null, approved: 0 }));
    const { full, calendar } = await both(start, end);
    // getpost's range leaves it out; the calendar adds it after the range's posts.
    expect(full.data!.map((item) => item.id)).toEqual([dated.id]);
    expect(calendar.data!.map((item) => item.id)).toEqual([dated.id, undated.id]);
    expect(calendar.rows).toBe(2);
    expect(calendar.data![1]).toMatchObject({ scheduled_at: null, status: 'SCHEDULED', approved: 0 });
    // Any other range too (a range without posts still has it).
    const other = await both(inHours(24 * 700), inHours(24 * 701));
    expect(other.calendar.data!.map((item) => item.id)).toEqual([undated.id]);
    // Removed posts are gone.
    await post('/auth/deletePost', owner, { account_id: acme, post_id: undated.id });
    await post('/auth/deletePost', owner, { account_id: acme, post_id: dated.id });
    expect((await both(start, end)).calendar).toMatchObject({ rows: 0, data: [] });
  });

  it('answers an empty range, 403 for an account that is not mine and 400 without a range', async () => {
    const empty = await post('/auth/getCalendarPosts', owner, {
      account_id: northwind,
      start: '2024-12-01T00:00:00Z',
      end: '2025-04-01T00:00:00Z',
    });
    expect(empty.json).toEqual({ status: 200, rows: 0, data: [] });
    const range = { start: '2024-12-01T00:00:00Z', end: '2025-04-01T00:00:00Z' };
    expect((await post('/auth/getCalendarPosts', owner, { account_id: harbor, ...range })).status).toBe(403);
    const missing = await post('/auth/getCalendarPosts', owner, { account_id: acme, start: range.start });
    expect(missing.status).toBe(400);
    expect(missing.json?.field).toBe('end');
    const bad = await post('/auth/getCalendarPosts', owner, {
      account_id: acme,
      ...range,
      start: 'yesterday',
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.field).toBe('start');
  });
});

describe('creating and editing posts', () => {
  it('addPost stores a post on connected channels, approved by default', async () => {
    const answer = await addPost({
      description: '  Croissants at noon  ',
      media: ['https://example.test/a.jpg'],
    });
    expect(answer.status).toBe(200);
    const created = postOf(answer);
    expect(created).toMatchObject({
      account_id: acme,
      description: 'Croissants at noon',
      media: ['https://example.test/a.jpg'],
      scheduled_at: inHours(2),
      msp: [{ status: 'SCHEDULED', approved: 1 }],
    });
    expect(created.msp[0]!.channeldata.map((channel) => [channel.provider_Id, channel.status])).toEqual([
      [1, 'SCHEDULED'],
      [3, 'SCHEDULED'],
    ]);
    expect(postStatusLabel(created.msp[0]!)).toBe('Scheduled');
  });

  it('addPost with approved 0 needs approval; scheduled_at null is unscheduled', async () => {
    const pending = postOf(await addPost({ approved: 0 }));
    expect(postStatusLabel(pending.msp[0]!)).toBe('Needs approval');
    const unscheduled = postOf(await addPost({ scheduled_at: null }));
    expect(unscheduled.scheduled_at).toBeNull();
  });

  it('refuses a time in the past, a channel that is not connected and bad text', async () => {
    const past = await addPost({ scheduled_at: inHours(-1) });
    expect(past.status).toBe(400);
    expect(past.json).toMatchObject({ message: postMessages.pastDate, field: 'scheduled_at' });
    const tiktok = await addPost({ channels: [6] });
    expect(tiktok.status).toBe(400);
    expect(tiktok.json?.message).toBe('TikTok is not connected to this account.');
    expect((await addPost({ channels: [5] })).status).toBe(400);
    expect((await addPost({ channels: [] })).status).toBe(400);
    expect((await addPost({ description: '   ' })).status).toBe(400);
    expect((await addPost({ description: 'x'.repeat(5001) })).status).toBe(400);
    expect((await addPost({ description: 'x'.repeat(5000) })).status).toBe(200);
    // Northwind has no link at all.
    expect((await addPost({ account_id: northwind })).status).toBe(400);
    expect((await addPost({ account_id: harbor })).status).toBe(403);
  });

  it('updatePost changes text, time and channels; another account’s post is a 404', async () => {
    const created = postOf(await addPost({}));
    const answer = await post('/auth/updatePost', owner, {
      post_id: created.id,
      account_id: acme,
      description: 'Rye loaves',
      scheduled_at: inHours(5),
      channels: [4],
    });
    expect(answer.status).toBe(200);
    expect(postOf(answer)).toMatchObject({
      id: created.id,
      description: 'Rye loaves',
      scheduled_at: inHours(5),
      msp: [{ channeldata: [{ provider_Id: 4, status: 'SCHEDULED' }] }],
    });
    const past = await post('/auth/updatePost', owner, {
      post_id: created.id,
      account_id: acme,
      description: 'x',
      scheduled_at: inHours(-5),
      channels: [4],
    });
    expect(past.json?.message).toBe(postMessages.pastDate);
    // many is a member of Acme and Harbor: naming Harbor with an Acme post id is 404 (never leaked).
    const leak = await post('/auth/updatePost', many, {
      post_id: created.id,
      account_id: harbor,
      description: 'x',
      scheduled_at: inHours(5),
      channels: [1],
    });
    expect(leak.status).toBe(404);
  });
});

describe('approving, rescheduling and deleting', () => {
  it('approvePosts approves one or many, only those needing approval, and answers them', async () => {
    const one = postOf(await addPost({ approved: 0 }));
    const answer = await post('/auth/approvePosts', owner, { account_id: acme, post_ids: [one.id] });
    expect(answer.status).toBe(200);
    const approved = v.parse(postsResponse, answer.json).data!;
    expect(approved.map((item) => [item.id, postStatusLabel(item.msp[0]!)])).toEqual([[one.id, 'Scheduled']]);

    const three = [
      postOf(await addPost({ approved: 0 })),
      postOf(await addPost({ approved: 0 })),
      postOf(await addPost({ approved: 0 })),
    ];
    const bulk = await post('/auth/approvePosts', owner, {
      account_id: acme,
      post_ids: [...three.map((item) => item.id), one.id],
    });
    const answered = v.parse(postsResponse, bulk.json).data!;
    expect(answered.map((item) => item.id).sort()).toEqual(three.map((item) => item.id).sort());
    expect(answered.every((item) => item.msp[0]!.approved === 1)).toBe(true);
    expect(bulk.json?.rows).toBe(3);
  });

  it('approvePosts with a post of another account is a 404 and changes nothing', async () => {
    const mine = postOf(await addPost({ approved: 0 }));
    const answer = await post('/auth/approvePosts', many, { account_id: harbor, post_ids: [mine.id] });
    expect(answer.status).toBe(404);
    const pending = await get('/auth/getPendingpost', owner, acme);
    const ids = v.parse(postsResponse, pending.json).data!.map((item) => item.id);
    expect(ids).toContain(mine.id);
  });

  it('getPendingpost lists only posts needing approval', async () => {
    const answer = await get('/auth/getPendingpost', owner, acme);
    const posts = v.parse(postsResponse, answer.json).data!;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((item) => item.msp[0]!.status === 'SCHEDULED' && item.msp[0]!.approved === 0)).toBe(
      true,
    );
  });

  it('reschedulePost moves a post, never into the past, never a published one', async () => {
    const created = postOf(await addPost({}));
    const moved = await post('/auth/reschedulePost', owner, {
      post_id: created.id,
      account_id: acme,
      scheduled_at: inHours(30),
    });
    expect(postOf(moved).scheduled_at).toBe(inHours(30));
    const past = await post('/auth/reschedulePost', owner, {
      post_id: created.id,
      account_id: acme,
      scheduled_at: inHours(-30),
    });
    expect(past.status).toBe(400);
    expect(past.json?.message).toBe(postMessages.pastDate);
    const [published] = await server.db.query<{ id: number }>(
      "select id from posts where account_id = $1 and status = 'POSTED' limit 1",
      [acme],
    );
    const refused = await post('/auth/reschedulePost', owner, {
      post_id: published!.id,
      account_id: acme,
      scheduled_at: inHours(30),
    });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(postMessages.alreadyPublished);
    const other = await post('/auth/reschedulePost', owner, {
      post_id: 999_999,
      account_id: acme,
      scheduled_at: inHours(30),
    });
    expect(other.status).toBe(404);
  });

  it('reschedulePost of a failed post schedules every channel again', async () => {
    const [failed] = await server.db.query<{ id: number }>(
      "select id from posts where account_id = $1 and status = 'FAILED' and deleted_at is null limit 1",
      [acme],
    );
    const moved = postOf(
      await post('/auth/reschedulePost', owner, {
        post_id: failed!.id,
        account_id: acme,
        scheduled_at: inHours(3),
      }),
    );
    expect(moved.msp[0]!.status).toBe('SCHEDULED');
    expect(
      moved.msp[0]!.channeldata.every((channel) => channel.status === 'SCHEDULED' && channel.error === null),
    ).toBe(true);
  });

  it('deletePost removes a post softly; a second delete and another account are 404', async () => {
    const created = postOf(await addPost({}));
    const answer = await post('/auth/deletePost', owner, { post_id: created.id, account_id: acme });
    expect(answer.json).toMatchObject({ status: 200, data: { id: created.id, deleted: true } });
    const [row] = await server.db.query<{ deleted_at: Date | null }>(
      'select deleted_at from posts where id = $1',
      [created.id],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect((await post('/auth/deletePost', owner, { post_id: created.id, account_id: acme })).status).toBe(
      404,
    );
    const list = v.parse(
      postsResponse,
      (await post('/auth/getpost', owner, { page: 1, account_id: acme })).json,
    );
    expect(list.data!.some((item: PostWire) => item.id === created.id)).toBe(false);
    const another = postOf(await addPost({}));
    expect((await post('/auth/deletePost', many, { post_id: another.id, account_id: harbor })).status).toBe(
      404,
    );
  });
});

describe('handing posts to the publisher', () => {
  it('addPost, approvePosts, reschedulePost and updatePost enqueue approved, scheduled posts only', async () => {
    const scheduled: [number, string][] = [];
    const app = otherApp(
      server,
      {},
      {
        publishing: {
          schedule: (id, at) => {
            scheduled.push([id, at.toISOString()]);
            return Promise.resolve();
          },
        },
      },
    );
    const send = (path: string, body: Record<string, unknown>) =>
      call(app, 'POST', `/api${path}`, { token: owner, body });
    const base = { account_id: acme, description: 'Queued', channels: [1] };
    const approved = postOf(await send('/auth/addPost', { ...base, scheduled_at: inHours(1) }));
    const pending = postOf(await send('/auth/addPost', { ...base, scheduled_at: inHours(2), approved: 0 }));
    postOf(await send('/auth/addPost', { ...base, scheduled_at: null }));
    expect(scheduled).toEqual([[approved.id, inHours(1)]]);
    await send('/auth/approvePosts', { account_id: acme, post_ids: [pending.id] });
    expect(scheduled.at(-1)).toEqual([pending.id, inHours(2)]);
    await send('/auth/reschedulePost', { account_id: acme, post_id: approved.id, scheduled_at: inHours(4) });
    expect(scheduled.at(-1)).toEqual([approved.id, inHours(4)]);
    expect(scheduled).toHaveLength(3);
  });
});

describe('planner reads', () => {
  it('getApprovedDates answers YYYY-MM-DD days in the account’s time zone', async () => {
    const answer = await get('/auth/getApprovedDates', owner, acme);
    const days = answer.json?.data as string[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
    // 23:30 UTC on a summer day is the next day in London.
    await server.db.query(
      `insert into posts (account_id, description, scheduled_at, status, approved, created_at, updated_at)
       values ($1, 'late', '2025-07-01T23:30:00Z', 'SCHEDULED', 1, now(), now())`,
      [acme],
    );
    const later = (await get('/auth/getApprovedDates', owner, acme)).json?.data as string[];
    expect(later).toContain('2025-07-02');
    expect(later).not.toContain('2025-07-01');
  });

  it('getSchedulingStatus counts the statuses; updateFeedSchedule stores the schedule', async () => {
    const status = await get('/auth/getSchedulingStatus', owner, acme);
    expect(status.json?.data).toMatchObject({ feedSchedule: false });
    const data = status.json?.data as Record<string, number>;
    expect(
      data.published! + data.partiallyPublished! + data.failed! + data.scheduled! + data.needsApproval!,
    ).toBeGreaterThan(0);
    const schedule = [{ day: 1, time: '09:00' }];
    const saved = await post('/updateFeedSchedule', owner, { account_id: acme, schedule });
    expect(saved.json).toMatchObject({ status: 200, data: { account_id: acme, schedule } });
    expect((await get('/auth/getSchedulingStatus', owner, acme)).json?.data).toMatchObject({
      feedSchedule: true,
    });
    expect(
      (await post('/updateFeedSchedule', owner, { account_id: acme, schedule: [{ day: 7, time: '09:00' }] }))
        .status,
    ).toBe(400);
    expect((await post('/updateFeedSchedule', owner, { account_id: harbor, schedule })).status).toBe(403);
    expect(
      (await call(server.app, 'POST', '/api/updateFeedSchedule', { body: { account_id: acme, schedule } }))
        .status,
    ).toBe(401);
  });

  it('getFeedSchedule answers the schedule as last saved, [] before any, for the header account only', async () => {
    const before = await get('/auth/getFeedSchedule', owner, northwind);
    expect(before.json).toMatchObject({ status: 200, data: { account_id: northwind, schedule: [] } });
    const schedule = [
      { day: 0, time: '18:30' },
      { day: 3, time: '07:05' },
    ];
    expect((await post('/updateFeedSchedule', owner, { account_id: northwind, schedule })).status).toBe(200);
    const after = v.parse(feedScheduleResponse, (await get('/auth/getFeedSchedule', owner, northwind)).json);
    expect(after.data).toEqual({ account_id: northwind, schedule });
    expect((await post('/updateFeedSchedule', owner, { account_id: northwind, schedule: [] })).status).toBe(
      200,
    );
    expect((await get('/auth/getFeedSchedule', owner, northwind)).json?.data).toEqual({
      account_id: northwind,
      schedule: [],
    });
    expect((await get('/auth/getFeedSchedule', owner, harbor)).status).toBe(403);
    expect((await call(server.app, 'GET', '/api/auth/getFeedSchedule')).status).toBe(401);
  });

  it('getMyListPosts, getfavouriteposts, getSetting and the option lists', async () => {
    const mine = v.parse(postsResponse, (await get('/auth/getMyListPosts', owner, acme)).json).data!;
    expect(mine.length).toBeGreaterThan(0);
    expect(v.parse(postsResponse, (await get('/auth/getMyListPosts', viewer, acme)).json).data).toEqual([]);
    const favourites = v.parse(
      postsResponse,
      (await post('/auth/getfavouriteposts', owner, { page: 1, account_id: acme })).json,
    );
    expect(favourites.data!.length).toBeGreaterThan(0);
    expect(favourites.rows).toBeGreaterThanOrEqual(favourites.data!.length);
    const setting = await get('/auth/getSetting', owner, acme);
    expect((setting.json?.data as unknown[])[0]).toMatchObject({
      account_id: acme,
      timezone: 'Europe/London',
    });
    for (const path of ['/auth/getObjective', '/getLanguages', '/getToneOfVoice']) {
      const answer = await get(path, owner);
      expect(answer.status).toBe(200);
      expect((answer.json?.data as unknown[]).length).toBeGreaterThan(0);
    }
    const zone = await get('/auth/getUserTimeZone', owner, acme);
    expect(zone.json?.data).toMatchObject({ timezone: 'Europe/London' });
  });

  it('every /auth/ planner call needs a session', async () => {
    const answer = await call(server.app, 'POST', '/api/auth/getpost', {
      body: { page: 1, account_id: acme },
    });
    expect(answer.status).toBe(401);
  });
});
