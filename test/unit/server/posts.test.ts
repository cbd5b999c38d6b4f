import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  POST_PAGE_SIZE,
  calendarPostsResponse,
  feedScheduleResponse,
  postsResponse,
  type PostWire,
} from '../../../src/contract/posts.ts';
import { postStatusLabel } from '../../../src/domain/postStatus.ts';
import { BUSY_DAY_POSTS, SEED_POST_COUNT } from '../../../src/server/seedPosts.ts';
import { seed } from '../../../src/server/seed.ts';
import { plannerCalls } from './postSupport.ts';
import { MANY, OWNER, VIEWER, call, seededServer } from './support.ts';

const t = seededServer({ owner: OWNER, viewer: VIEWER, many: MANY });

const { post, get, inHours, addPost, postOf, getpost } = plannerCalls(t);

describe('seeded planner data', () => {
  it('gives Acme Bakery SEED_POST_COUNT posts in every status of spec 4.1, a busy day, and is idempotent', async () => {
    const all = await getpost({ start: '2024-12-01T00:00:00Z', end: '2025-04-01T00:00:00Z' });
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
    await seed(t.server.db, t.server.clock.now());
    const [count] = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from posts where account_id = $1',
      [t.acme],
    );
    expect(count?.n).toBe(SEED_POST_COUNT);
  });
});

describe('POST /auth/getpost', () => {
  it('pages by POST_PAGE_SIZE with the total in rows', async () => {
    const first = await getpost();
    expect(first.status).toBe(200);
    const parsed = v.parse(postsResponse, first.json);
    expect(parsed.data).toHaveLength(POST_PAGE_SIZE);
    expect(parsed.rows).toBeGreaterThanOrEqual(SEED_POST_COUNT);
    const second = v.parse(postsResponse, (await getpost({ page: 2 })).json);
    const firstIds = new Set(parsed.data!.map((item) => item.id));
    expect(second.data!.some((item) => firstIds.has(item.id))).toBe(false);
    const last = Math.ceil(parsed.rows! / POST_PAGE_SIZE) + 1;
    const beyond = v.parse(postsResponse, (await getpost({ page: last })).json);
    expect(beyond.data).toEqual([]);
  });

  it('with a range answers every post in it, ordered by scheduled_at', async () => {
    const answer = await getpost({ start: '2025-01-01T00:00:00Z', end: '2025-02-01T00:00:00Z' });
    const parsed = v.parse(postsResponse, answer.json);
    expect(parsed.data!.length).toBeGreaterThan(POST_PAGE_SIZE);
    expect(parsed.rows).toBe(parsed.data!.length);
    const times = parsed.data!.map((item) => item.scheduled_at!);
    expect([...times].sort()).toEqual(times);
    expect(times.every((time) => time >= '2025-01-01' && time < '2025-02-01')).toBe(true);
  });

  it('answers 404 for an account that is not mine and 400 for bad input', async () => {
    expect((await getpost({ account_id: t.harbor })).status).toBe(404);
    expect((await getpost({ account_id: t.northwind }, t.viewer.token)).status).toBe(404);
    const bad = await getpost({ start: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.json?.field).toBe('start');
  });

  it('gives an account without posts an empty list', async () => {
    const answer = await getpost({ account_id: t.northwind });
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
    const full = v.parse(postsResponse, (await getpost({ start, end })).json);
    const answer = await post('/auth/getCalendarPosts', t.owner.token, { account_id: t.acme, start, end });
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
    await t.server.db.query(
      `update posts set media = '["https://example.test/b.jpg", 7, null]'::jsonb where id = $1`,
      [plain.id],
    );
    await t.server.db.query("update post_channels set status = 'PUBLISHING' where post_id = $1", [
      created.id,
    ]);
    const { full, calendar } = await both(start, end);
    expect(calendar.data).toEqual(full.data!.map(calendarView));
    expect(calendar.data!.map((item) => item.id)).toEqual([created.id, plain.id]);
    expect(calendar.data![0]!.channels.map((channel) => channel.status)).toEqual(['SCHEDULED', 'SCHEDULED']);
    expect(calendar.data![1]!.media).toEqual(['https://example.test/b.jpg']);

    await t.server.db.query("update post_channels set status = 'SCHEDULED' where post_id = $1", [created.id]);
    await post('/auth/deletePost', t.owner.token, { account_id: t.acme, post_id: plain.id });
    const after = await both(start, end);
    expect(after.calendar.data!.map((item) => item.id)).toEqual([created.id]);
    expect(after.calendar.rows).toBe(1);
    await post('/auth/deletePost', t.owner.token, { account_id: t.acme, post_id: created.id });
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
    await post('/auth/deletePost', t.owner.token, { account_id: t.acme, post_id: undated.id });
    await post('/auth/deletePost', t.owner.token, { account_id: t.acme, post_id: dated.id });
    expect((await both(start, end)).calendar).toMatchObject({ rows: 0, data: [] });
  });

  it('answers an empty range, 404 for an account that is not mine and 400 without a range', async () => {
    const empty = await post('/auth/getCalendarPosts', t.owner.token, {
      account_id: t.northwind,
      start: '2024-12-01T00:00:00Z',
      end: '2025-04-01T00:00:00Z',
    });
    expect(empty.json).toEqual({ status: 200, rows: 0, data: [] });
    const range = { start: '2024-12-01T00:00:00Z', end: '2025-04-01T00:00:00Z' };
    expect(
      (await post('/auth/getCalendarPosts', t.owner.token, { account_id: t.harbor, ...range })).status,
    ).toBe(404);
    const missing = await post('/auth/getCalendarPosts', t.owner.token, {
      account_id: t.acme,
      start: range.start,
    });
    expect(missing.status).toBe(400);
    expect(missing.json?.field).toBe('end');
    const bad = await post('/auth/getCalendarPosts', t.owner.token, {
      account_id: t.acme,
      ...range,
      start: 'yesterday',
    });
    expect(bad.status).toBe(400);
    expect(bad.json?.field).toBe('start');
  });
});

describe('planner reads', () => {
  it('getApprovedDates answers YYYY-MM-DD days in the account’s time zone', async () => {
    const answer = await get('/auth/getApprovedDates', t.owner.token, t.acme);
    const days = answer.json?.data as string[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true);
    // 23:30 UTC on a summer day is the next day in London.
    await t.server.db.query(
      `insert into posts (account_id, description, scheduled_at, status, approved, created_at, updated_at)
       values ($1, 'late', '2025-07-01T23:30:00Z', 'SCHEDULED', 1, now(), now())`,
      [t.acme],
    );
    const later = (await get('/auth/getApprovedDates', t.owner.token, t.acme)).json?.data as string[];
    expect(later).toContain('2025-07-02');
    expect(later).not.toContain('2025-07-01');
  });

  it('getSchedulingStatus counts the statuses; updateFeedSchedule stores the schedule', async () => {
    const status = await get('/auth/getSchedulingStatus', t.owner.token, t.acme);
    expect(status.json?.data).toMatchObject({ feedSchedule: false });
    const data = status.json?.data as Record<string, number>;
    expect(
      data.published! + data.partiallyPublished! + data.failed! + data.scheduled! + data.needsApproval!,
    ).toBeGreaterThan(0);
    const schedule = [{ day: 1, time: '09:00' }];
    const saved = await post('/updateFeedSchedule', t.owner.token, { account_id: t.acme, schedule });
    expect(saved.json).toMatchObject({ status: 200, data: { account_id: t.acme, schedule } });
    expect((await get('/auth/getSchedulingStatus', t.owner.token, t.acme)).json?.data).toMatchObject({
      feedSchedule: true,
    });
    expect(
      (
        await post('/updateFeedSchedule', t.owner.token, {
          account_id: t.acme,
          schedule: [{ day: 7, time: '09:00' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await post('/updateFeedSchedule', t.owner.token, { account_id: t.harbor, schedule })).status,
    ).toBe(404);
    expect(
      (
        await call(t.server.app, 'POST', '/api/updateFeedSchedule', {
          body: { account_id: t.acme, schedule },
        })
      ).status,
    ).toBe(401);
  });

  it('getFeedSchedule answers the schedule as last saved, [] before any, for the header account only', async () => {
    const before = await get('/auth/getFeedSchedule', t.owner.token, t.northwind);
    expect(before.json).toMatchObject({ status: 200, data: { account_id: t.northwind, schedule: [] } });
    const schedule = [
      { day: 0, time: '18:30' },
      { day: 3, time: '07:05' },
    ];
    expect(
      (await post('/updateFeedSchedule', t.owner.token, { account_id: t.northwind, schedule })).status,
    ).toBe(200);
    const after = v.parse(
      feedScheduleResponse,
      (await get('/auth/getFeedSchedule', t.owner.token, t.northwind)).json,
    );
    expect(after.data).toEqual({ account_id: t.northwind, schedule });
    expect(
      (await post('/updateFeedSchedule', t.owner.token, { account_id: t.northwind, schedule: [] })).status,
    ).toBe(200);
    expect((await get('/auth/getFeedSchedule', t.owner.token, t.northwind)).json?.data).toEqual({
      account_id: t.northwind,
      schedule: [],
    });
    expect((await get('/auth/getFeedSchedule', t.owner.token, t.harbor)).status).toBe(404);
    expect((await call(t.server.app, 'GET', '/api/auth/getFeedSchedule')).status).toBe(401);
  });

  it('getMyListPosts, getSetting and the option lists', async () => {
    const mine = v.parse(
      postsResponse,
      (await get('/auth/getMyListPosts', t.owner.token, t.acme)).json,
    ).data!;
    expect(mine.length).toBeGreaterThan(0);
    expect(
      v.parse(postsResponse, (await get('/auth/getMyListPosts', t.viewer.token, t.acme)).json).data,
    ).toEqual([]);
    // getfavouriteposts answers the account's favourite library posts: test/unit/server/library.test.ts.
    const setting = await get('/auth/getSetting', t.owner.token, t.acme);
    expect((setting.json?.data as unknown[])[0]).toMatchObject({
      account_id: t.acme,
      timezone: 'Europe/London',
    });
    for (const path of ['/auth/getObjective', '/getLanguages', '/getToneOfVoice']) {
      const answer = await get(path, t.owner.token);
      expect(answer.status).toBe(200);
      expect((answer.json?.data as unknown[]).length).toBeGreaterThan(0);
    }
    const zone = await get('/auth/getUserTimeZone', t.owner.token, t.acme);
    expect(zone.json?.data).toMatchObject({ timezone: 'Europe/London' });
  });

  it('every /auth/ planner call needs a session', async () => {
    const answer = await call(t.server.app, 'POST', '/api/auth/getpost', {
      body: { page: 1, account_id: t.acme },
    });
    expect(answer.status).toBe(401);
  });
});
