/**
 * Google reviews (issue 17): the sandbox Google Business Profile (sandbox/reviews.ts), syncReviews into
 * `google_reviews` (reviews/sync.ts, also run by the daily `insights.sync` job), and the calls of routes/reviews.ts.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  googleBusinessStatusResponse,
  googleReviewsResponse,
  reviewsMessages,
} from '../../../src/contract/reviews.ts';
import { QUEUES, startJobs, type Jobs } from '../../../src/server/jobs.ts';
import { noProviders, type Providers } from '../../../src/server/providers.ts';
import type { ReviewsProvider } from '../../../src/server/reviews/provider.ts';
import { REVIEWS_HISTORY_DAYS, reviewsRange, syncReviews } from '../../../src/server/reviews/sync.ts';
import {
  createSandboxReviews,
  sandboxProfileId,
  sandboxReviews,
  sandboxWeekReviews,
} from '../../../src/server/sandbox/reviews.ts';
import {
  OWNER,
  VIEWER,
  call,
  logIn,
  otherApp,
  seededServer,
  testProviders,
  waitFor,
  type LoggedIn,
} from './support.ts';

const t = seededServer({ owner: OWNER });
let owner: LoggedIn;
beforeEach(async () => {
  owner = await logIn(t.server.app, OWNER);
});

const DAY = 24 * 60 * 60 * 1000;
const day = (at: Date | number) => new Date(at).toISOString().slice(0, 10);
const today = () => day(t.server.clock.now());
const daysAgo = (n: number) => day(t.server.clock.now().getTime() - n * DAY);

const readReviews = async (path: string, accountId = t.acme, app = t.server.app) => {
  const answer = await call(app, 'GET', `/api/auth/getGoogleReviews/${path}`, {
    token: owner.token,
    headers: { accountId: String(accountId) },
  });
  expect(answer.status, answer.text).toBe(200);
  return v.parse(googleReviewsResponse, answer.json).data!;
};
const post = (path: string, body: Record<string, unknown>, token = owner.token, app = t.server.app) =>
  call(app, 'POST', `/api/auth/${path}`, { token, body });

const stored = (accountId: number) =>
  t.server.db.query<Record<string, unknown>>(
    `select review_id, author, rating, text, created_at, reply_text, reply_at from google_reviews
     where account_id = $1 order by review_id`,
    [accountId],
  );

/** The sandbox with its reviews call failing. */
const down = (): ReviewsProvider => ({
  ...createSandboxReviews({ clock: t.server.clock }),
  reviews: () => Promise.reject(new Error('Google is down')),
});
const providersWith = (reviews: ReviewsProvider | null): Providers => ({
  ...testProviders(t.server.db, t.server.clock),
  reviews,
});

describe('the sandbox Google Business Profile', () => {
  it('answers 2 to 6 reviews a week, mostly 4 and 5 stars, the same every time', () => {
    const seed = sandboxProfileId(42);
    const counts: number[] = [];
    const ratings: number[] = [];
    for (let week = 2900; week < 2952; week++) {
      const reviews = sandboxWeekReviews(seed, week);
      expect(sandboxWeekReviews(seed, week)).toEqual(reviews);
      counts.push(reviews.length);
      for (const review of reviews) {
        ratings.push(review.rating);
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.author).toMatch(/^\S+ [A-Z]\.$/);
        if (review.reply)
          expect(review.reply.createdAt.getTime()).toBeGreaterThan(review.createdAt.getTime());
      }
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    expect(ratings.filter((rating) => rating >= 4).length / ratings.length).toBeGreaterThan(0.7);
    expect(new Set(ratings).size).toBeGreaterThan(2);
    expect(sandboxWeekReviews(sandboxProfileId(43), 2900)).not.toEqual(sandboxWeekReviews(seed, 2900));
  });

  it('answers nothing from the future, and a reply only once it was given', () => {
    const seed = sandboxProfileId(7);
    const now = new Date('2025-03-12T12:00:00Z');
    const reviews = sandboxReviews(
      seed,
      new Date('2025-01-01T00:00:00Z'),
      new Date('2025-06-01T00:00:00Z'),
      now,
    );
    expect(reviews.length).toBeGreaterThan(10);
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (review.reply) expect(review.reply.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const later = sandboxReviews(
      seed,
      new Date('2025-01-01T00:00:00Z'),
      new Date('2025-06-01T00:00:00Z'),
      new Date('2025-04-01T00:00:00Z'),
    );
    expect(later.length).toBeGreaterThan(reviews.length);
    expect(later.filter((review) => review.reply).length).toBeGreaterThan(
      reviews.filter((review) => review.reply).length,
    );
  });
});

describe('GET /auth/getGoogleReviews', () => {
  it("answers Acme Bakery's seeded year: averages, distribution, weeks and the latest reviews, from the table", async () => {
    const start = daysAgo(89);
    const data = await readReviews(`${start}/${today()}`);
    expect(data.connected).toBe(true);
    expect(data.profile).toMatchObject({ name: 'Acme Bakery' });
    const rows = await t.server.db.query<{ rating: number; created_at: Date; review_id: string }>(
      'select rating, created_at, review_id from google_reviews where account_id = $1',
      [t.acme],
    );
    expect(rows.length).toBeGreaterThan(100);
    const average = (list: { rating: number }[]) =>
      Math.round((list.reduce((sum, row) => sum + row.rating, 0) / list.length) * 10) / 10;
    expect(data.overall).toEqual({ average: average(rows), count: rows.length });
    const inRange = rows.filter((row) => day(row.created_at) >= start && day(row.created_at) <= today());
    expect(data.range).toEqual({ average: average(inRange), count: inRange.length });
    expect(data.range.average).toBeGreaterThanOrEqual(3.5);
    expect(data.distribution.map((part) => part.rating)).toEqual([5, 4, 3, 2, 1]);
    for (const part of data.distribution) {
      expect(part.count).toBe(inRange.filter((row) => row.rating === part.rating).length);
    }
    // Weeks from Monday to Sunday, the first and last clipped to the range; each week's own average.
    expect(data.weeks[0]!.start).toBe(start);
    expect(data.weeks.at(-1)!.end).toBe(today());
    expect(data.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(inRange.length);
    for (const week of data.weeks) {
      const of = inRange.filter(
        (row) => day(row.created_at) >= week.start && day(row.created_at) <= week.end,
      );
      expect(week.count, week.start).toBe(of.length);
      expect(week.average, week.start).toBe(of.length === 0 ? null : average(of));
      if (week !== data.weeks[0]) expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(data.latest).toHaveLength(20);
    const newest = [...inRange]
      .sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || a.review_id.localeCompare(b.review_id),
      )
      .slice(0, 20);
    expect(data.latest.map((review) => review.id)).toEqual(newest.map((row) => row.review_id));
    expect(data.latest.some((review) => review.reply !== null)).toBe(true);
  });

  it('answers "not connected" with zeros for an account without a profile', async () => {
    const data = await readReviews(`${daysAgo(13)}/${today()}`, t.northwind);
    expect(data).toMatchObject({
      connected: false,
      profile: null,
      overall: { average: null, count: 0 },
      range: { average: null, count: 0 },
      latest: [],
    });
    expect(data.distribution.every((part) => part.count === 0)).toBe(true);
    expect(data.weeks.length).toBeGreaterThanOrEqual(2);
    expect(data.weeks.every((week) => week.average === null && week.count === 0)).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['2025-13-01/2025-01-10', /^start: /],
      ['2025-01-10/2025-01-01', /^end: end must not be before start/],
      ['2022-01-01/2025-01-10', /^end: The range must be at most 731 days/],
      ['2025-01-01/2025-06-01', /^end: end must not be after tomorrow/],
    ];
    for (const [path, message] of cases) {
      const answer = await call(t.server.app, 'GET', `/api/auth/getGoogleReviews/${path}`, {
        token: owner.token,
        headers: { accountId: String(t.acme) },
      });
      expect(answer.status, path).toBe(400);
      expect((answer.json as { message: string }).message, path).toMatch(message);
    }
  });
});

describe('connecting and disconnecting a profile', () => {
  it('connects at once with a year of reviews; again changes nothing; disconnect removes them', async () => {
    const connected = await post('connectGoogleBusiness', { account_id: t.northwind });
    expect(connected.status, connected.text).toBe(200);
    const status = v.parse(googleBusinessStatusResponse, connected.json).data!;
    expect(status).toMatchObject({ account_id: t.northwind, connected: true, name: 'Northwind Studio' });
    const expected = sandboxReviews(
      sandboxProfileId(t.northwind),
      new Date(t.server.clock.now().getTime() - REVIEWS_HISTORY_DAYS * DAY),
      new Date(t.server.clock.now().getTime() + 1),
      t.server.clock.now(),
    );
    expect(status.reviews).toBe(expected.length);
    const data = await readReviews(`${daysAgo(364)}/${today()}`, t.northwind);
    expect(data.connected).toBe(true);
    expect(data.range.count).toBe(expected.length);

    const before = await stored(t.northwind);
    const again = await post('connectGoogleBusiness', { account_id: t.northwind });
    expect(v.parse(googleBusinessStatusResponse, again.json).data).toEqual(status);
    expect(await stored(t.northwind)).toEqual(before);

    const removed = await post('disconnectGoogleBusiness', { account_id: t.northwind });
    expect(removed.status, removed.text).toBe(200);
    expect(v.parse(googleBusinessStatusResponse, removed.json).data).toEqual({
      account_id: t.northwind,
      connected: false,
      name: null,
      reviews: 0,
    });
    expect(await stored(t.northwind)).toEqual([]);
    expect((await readReviews(`${daysAgo(364)}/${today()}`, t.northwind)).connected).toBe(false);
    const twice = await post('disconnectGoogleBusiness', { account_id: t.northwind });
    expect(twice.status).toBe(404);
    expect((twice.json as { message: string }).message).toBe(reviewsMessages.notConnected);
  });

  it('connects while the provider cannot list reviews: connected, reviews come with a later sync', async () => {
    const app = otherApp(t.server, {}, { providers: providersWith(down()) });
    const connected = await post('connectGoogleBusiness', { account_id: t.northwind }, owner.token, app);
    expect(connected.status, connected.text).toBe(200);
    expect(v.parse(googleBusinessStatusResponse, connected.json).data).toMatchObject({
      connected: true,
      reviews: 0,
    });
    try {
      const result = await syncReviews(
        { db: t.server.db, reviews: createSandboxReviews({ clock: t.server.clock }), clock: t.server.clock },
        t.northwind,
        reviewsRange(t.server.clock, 30),
      );
      expect(result).toMatchObject({ profiles: 1, failed: [] });
      expect((await stored(t.northwind)).length).toBe(result.reviews);
    } finally {
      await post('disconnectGoogleBusiness', { account_id: t.northwind });
    }
  });

  it('answers 503 without a provider, or with the sandbox outside demo mode', async () => {
    for (const app of [
      otherApp(t.server, {}, { providers: { ...noProviders(), reviews: null } }),
      otherApp(t.server, { demoMode: false }),
    ]) {
      const answer = await post('connectGoogleBusiness', { account_id: t.northwind }, owner.token, app);
      expect(answer.status).toBe(503);
      expect((answer.json as { message: string }).message).toBe(reviewsMessages.notAvailable);
    }
    expect(await t.count('select * from google_business_links where account_id = $1', [t.northwind])).toBe(0);
  });

  it('refuses bad bodies (400), other accounts (404), no session (401) and role 3 (403; it may read)', async () => {
    for (const path of ['connectGoogleBusiness', 'disconnectGoogleBusiness']) {
      const bad = await post(path, { account_id: 'x' });
      expect(bad.status).toBe(400);
      expect((bad.json as { message: string }).message).toMatch(/^account_id/);
      expect((await post(path, {})).status).toBe(400);
      const [notMine] = await t.server.db.query<{ id: number }>(
        `select id from accounts where id not in (select account_id from account_memberships where user_id = $1)
         order by id limit 1`,
        [owner.user.id],
      );
      expect((await post(path, { account_id: notMine!.id })).status).toBe(404);
      expect(
        (await call(t.server.app, 'POST', `/api/auth/${path}`, { body: { account_id: t.acme } })).status,
      ).toBe(401);
    }
    const viewer = await logIn(t.server.app, VIEWER);
    const refused = await post('disconnectGoogleBusiness', { account_id: t.acme }, viewer.token);
    expect(refused.status).toBe(403);
    expect(await t.count('select * from google_business_links where account_id = $1', [t.acme])).toBe(1);
    const read = await t.getAs(viewer, `/api/auth/getGoogleReviews/${today()}/${today()}`, {
      accountId: t.acme,
    });
    expect(read.status).toBe(200);
    const [notMine] = await t.server.db.query<{ id: number }>(
      `select id from accounts where id not in (select account_id from account_memberships where user_id = $1)
       order by id limit 1`,
      [owner.user.id],
    );
    const foreign = await t.getAs(owner, `/api/auth/getGoogleReviews/${today()}/${today()}`, {
      accountId: notMine!.id,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('syncReviews', () => {
  it('is idempotent, and a provider that is down keeps the stored reviews', async () => {
    const deps = {
      db: t.server.db,
      reviews: createSandboxReviews({ clock: t.server.clock }),
      clock: t.server.clock,
    };
    const range = reviewsRange(t.server.clock, 30);
    const first = await syncReviews(deps, t.acme, range);
    expect(first).toMatchObject({ profiles: 1, failed: [] });
    const snapshot = await stored(t.acme);
    expect(snapshot.length).toBeGreaterThan(100);
    const second = await syncReviews(deps, t.acme, range);
    expect(second).toEqual(first);
    expect(await stored(t.acme)).toEqual(snapshot);

    const before = await readReviews(`${daysAgo(89)}/${today()}`);
    const failed = await syncReviews({ ...deps, reviews: down() }, t.acme, range);
    expect(failed).toEqual({
      profiles: 0,
      failed: [{ accountId: t.acme, reason: 'Google is down' }],
      reviews: 0,
    });
    expect(await stored(t.acme)).toEqual(snapshot);
    // The API reads the table: the same answer while the provider is down.
    const app = otherApp(t.server, {}, { providers: providersWith(down()) });
    expect(await readReviews(`${daysAgo(89)}/${today()}`, t.acme, app)).toEqual(before);
  });

  it('removes a review the provider no longer answers in the synced range, and brings a late reply', async () => {
    const range = reviewsRange(t.server.clock, 30);
    const [latest] = await t.server.db.query<{ review_id: string }>(
      'select review_id from google_reviews where account_id = $1 order by created_at desc limit 1',
      [t.acme],
    );
    await t.server.db.query(
      `insert into google_reviews (account_id, review_id, author, rating, text, created_at, synced_at)
       values ($1, 'gone', 'Removed R.', 1, 'Spam', $2, now())`,
      [t.acme, new Date(t.server.clock.now().getTime() - DAY).toISOString()],
    );
    await t.server.db.query(
      'update google_reviews set reply_text = null, reply_at = null where review_id = $1',
      [latest!.review_id],
    );
    t.server.clock.advance(4 * DAY);
    try {
      await syncReviews(
        { db: t.server.db, reviews: createSandboxReviews({ clock: t.server.clock }), clock: t.server.clock },
        null,
        range,
      );
      expect(await t.count("select * from google_reviews where review_id = 'gone'")).toBe(0);
      const [row] = await t.server.db.query<{ reply_text: string | null }>(
        'select reply_text from google_reviews where review_id = $1',
        [latest!.review_id],
      );
      const answered = sandboxReviews(
        sandboxProfileId(t.acme),
        range.from,
        range.to,
        t.server.clock.now(),
      ).find((review) => review.id === latest!.review_id);
      expect(row!.reply_text).toBe(answered?.reply?.text ?? null);
    } finally {
      t.server.clock.advance(-4 * DAY);
    }
  });
});

describe('the daily insights.sync job', () => {
  let jobs: Jobs | undefined;
  afterAll(() => jobs?.stop());

  it("syncs every connected profile's reviews in the same run", async () => {
    await t.server.db.query('update google_business_links set synced_at = null');
    jobs = await startJobs({
      db: t.server.db,
      clock: t.server.clock,
      log: t.server.log,
      pollingIntervalSeconds: 0.5,
      publishing: { providers: testProviders(t.server.db, t.server.clock) },
    });
    const id = await jobs.boss.send(QUEUES.insightsSync, {});
    await waitFor(
      async () => (await jobs!.boss.getJobById(QUEUES.insightsSync, id!))?.state === 'completed',
      15_000,
      'the sync job to complete',
    );
    const [link] = await t.server.db.query<{ synced_at: Date | null }>(
      'select synced_at from google_business_links where account_id = $1',
      [t.acme],
    );
    expect(link!.synced_at).not.toBeNull();
  });
});
